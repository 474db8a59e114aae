import type { Contact } from '#shared/content/contact.js';
import { contactSettingsSchema, type ContactSettings, type SiteSettings } from '#shared/api/site-settings.js';
import type { Clock } from '#server/sessions/session-service.js';
import type { SiteSettingsRepository } from './site-settings-repository.js';

const CONTACT = 'contact';

/** The maintainers' audit log (maintain/maintainer-repository.ts keeps it; site settings sit below maintain). */
interface AuditLog {
  audit(actor: string, action: string, target: string, before: unknown, after: unknown, at: number): Promise<unknown>;
}

/** Who saves, as the audit log names them. */
export interface SettingsEditor {
  email: string;
}

/**
 * The site settings maintainers edit: today the contact channels' addresses and the public e-mail
 * address. content/contact.yaml is the default until a maintainer first saves; from then on the
 * saved row is what the site shows, and later changes to the YAML's addresses never replace it
 * silently (the YAML's texts, its intro and channel names, still come from the YAML).
 */
export function createSiteSettingsService(deps: {
  repository: SiteSettingsRepository;
  /** The catalogue's contact entry, with its Hindi. */
  contact: Contact;
  /** Where every save is recorded (the maintainers' audit log). */
  maintainers: AuditLog;
  clock?: Clock;
}) {
  const { repository, contact, maintainers, clock = Date.now } = deps;

  const defaults: ContactSettings = {
    email: contact.email ?? '',
    urls: {
      'professional-network': '',
      'photo-sharing': '',
      chat: '',
      channel: '',
      ...Object.fromEntries(contact.channels.map((channel) => [channel.kind, channel.url ?? ''])),
    },
  };

  type Current = { version: number; contact: ContactSettings; at: number | null; by: string | null };

  async function current(): Promise<Current> {
    const row = await repository.get(CONTACT);
    if (!row) return { version: 0, contact: defaults, at: null, by: null };
    // A row written by an older release that no longer parses still has a version to save over.
    const parsed = contactSettingsSchema.safeParse(JSON.parse(row.data));
    return {
      version: row.version,
      contact: parsed.success ? parsed.data : defaults,
      at: Number(row.updated_at),
      by: row.updated_by,
    };
  }

  const answer = (now: Current): SiteSettings => ({
    version: now.version,
    contact: now.contact,
    channels: contact.channels.map(({ kind, label }) => ({ kind, label })),
    updatedAt: now.at,
    updatedBy: now.by,
  });

  return {
    settings: async (): Promise<SiteSettings> => answer(await current()),

    /** Saves what a maintainer opened at `version` and answers what is now in force; 'conflict' if someone saved in between. */
    async save(settings: ContactSettings, version: number, editor: SettingsEditor): Promise<SiteSettings | 'conflict'> {
      const before = await current();
      if (before.version !== version) return 'conflict';
      const at = clock();
      const saved = await repository.save(CONTACT, version, JSON.stringify(settings), at, editor.email);
      if (!saved) return 'conflict';
      await maintainers.audit(
        editor.email,
        'edit-site-settings',
        `site-settings:${CONTACT}`,
        before.contact,
        settings,
        at,
      );
      return answer({ version: version + 1, contact: settings, at, by: editor.email });
    },

    /** The version of the contact settings in force (0: never saved): one primary-key read, nothing parsed. */
    contactVersion: () => repository.version(CONTACT),

    /**
     * The contact entry as the site shows it (GET /api/content/contact): the catalogue's texts with
     * the saved addresses, and the version they come from (0: the catalogue's own entry).
     */
    async contactContent(): Promise<{ version: number; data: Contact }> {
      const now = await current();
      if (now.version === 0) return { version: 0, data: contact };
      const email = now.contact.email || undefined;
      return {
        version: now.version,
        data: {
          ...contact,
          email,
          channels: contact.channels.map((channel) => ({
            ...channel,
            url: now.contact.urls[channel.kind] || undefined,
          })),
        },
      };
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
