import { useState, type FormEvent } from 'react';
import {
  contactSettingsSchema,
  SITE_SETTINGS_MESSAGES,
  type ContactSettings,
  type SiteSettings,
} from '#shared/api/site-settings.js';
import type { ContactKind } from '#shared/content/contact.js';
import { TEXT_RULE_MESSAGES } from '#shared/text-fields.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { usePartT, type MessageId } from '#web/lib/i18n/i18n.js';
import { ContentState } from '#web/ui/ContentState.js';
import { FormField } from '#web/ui/FormField.js';
import { useSaveSiteSettings, useSiteSettings } from './site-settings-api.js';
import { utcTime } from './utc-time.js';
import { Form } from '#web/ui/Form.js';

type FieldName = 'email' | ContactKind;
type FieldErrors = Partial<Record<FieldName, string>>;

/** The shared schema's messages (the server answers with the same texts) in the reader's language. */
const MESSAGE_IDS = new Map<string, MessageId>([
  [SITE_SETTINGS_MESSAGES.url, 'maintain.settingsUrlError'],
  [SITE_SETTINGS_MESSAGES.email, 'maintain.settingsEmailError'],
  [SITE_SETTINGS_MESSAGES.tooLong, 'maintain.settingsTooLong'],
  [SITE_SETTINGS_MESSAGES.versionConflict, 'maintain.settingsConflict'],
]);

/** The text rule's address messages (src/shared/text-fields.ts), each naming its field. */
const ADDRESS_MESSAGE_IDS = [
  [TEXT_RULE_MESSAGES.address.hidden, 'maintain.settingsInvisible'],
  [TEXT_RULE_MESSAGES.address.userInfo, 'maintain.settingsUserInfo'],
  [TEXT_RULE_MESSAGES.address.mixedScripts, 'maintain.settingsMixedScripts'],
] as const;

/** The catalogue's id for `message` and the field it names, found by the message's wording around the field. */
function addressMessageId(message: string): [MessageId, string] | undefined {
  for (const [said, id] of ADDRESS_MESSAGE_IDS) {
    const [before, after] = said('\u0000').split('\u0000') as [string, string];
    if (message.startsWith(before) && message.endsWith(after) && message.length > before.length + after.length)
      return [id, message.slice(before.length, message.length - after.length)];
  }
  return undefined;
}

/** Each field's first problem, checked with the schema the server checks with. */
function check(values: ContactSettings): FieldErrors {
  const parsed = contactSettingsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] === 'urls' ? issue.path[1] : issue.path[0]) as FieldName;
    errors[field] ??= issue.message;
  }
  return errors;
}

function SettingsForm(props: {
  settings: SiteSettings;
  save: ReturnType<typeof useSaveSiteSettings>;
  onReload: () => void;
}) {
  const { settings, save, onReload } = props;
  const t = usePartT('maintain');
  const [values, setValues] = useState<ContactSettings>(settings.contact);
  const [errors, setErrors] = useState<FieldErrors>({});
  const say = (message: string | undefined) => {
    if (!message) return message;
    const id = MESSAGE_IDS.get(message);
    if (id) return t(id);
    const named = addressMessageId(message);
    return named ? t(named[0], { field: named[1] }) : message;
  };
  const conflict = save.error instanceof ApiRequestError && save.error.status === 409;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate({ version: settings.version, contact: values });
  }

  const field = (name: FieldName, label: string, value: string, update: (value: string) => ContactSettings) => (
    <FormField id={`settings-${name}`} name={name} label={label} error={say(errors[name])}>
      {(aria) => (
        <input
          {...aria}
          type={name === 'email' ? 'email' : 'url'}
          inputMode={name === 'email' ? 'email' : 'url'}
          value={value}
          onChange={(event) => setValues(update(event.target.value))}
        />
      )}
    </FormField>
  );

  return (
    <Form className="maintain-push" onSubmit={onSubmit} noValidate>
      <p>
        {settings.updatedAt && settings.updatedBy
          ? t('maintain.settingsLastSaved', { who: settings.updatedBy, time: utcTime(settings.updatedAt) })
          : t('maintain.settingsFromContent')}
      </p>
      {settings.channels.map(({ kind, label }) =>
        field(kind, t('maintain.channelAddress', { channel: label }), values.urls[kind], (url) => ({
          ...values,
          urls: { ...values.urls, [kind]: url },
        })),
      )}
      {field('email', t('maintain.publicEmail'), values.email, (email) => ({ ...values, email }))}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('maintain.saveSettings')}
      </button>
      {save.isSuccess ? <p role="status">{t('maintain.settingsSaved')}</p> : null}
      {save.isError ? (
        <div role="alert">
          <p className="maintain-error">{say(save.error.message)}</p>
          {conflict ? (
            <button type="button" className="button button--secondary" onClick={onReload}>
              {t('maintain.reloadSettings')}
            </button>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}

/**
 * Site settings: the Contact page's channel addresses (the footer's social links) and the public
 * e-mail address. An empty address keeps the channel 'Available Soon'.
 */
export function SiteSettingsPanel() {
  const settings = useSiteSettings();
  // Here rather than in the form: the form starts afresh from each saved version, the outcome stays.
  const save = useSaveSiteSettings();
  const t = usePartT('maintain');
  const reload = () => {
    save.reset();
    void settings.refetch();
  };
  return (
    <>
      <p>{t('maintain.settingsLead')}</p>
      <ContentState query={settings}>
        {(current) => (
          // A new version (saved here, or reloaded after a conflict) starts the form from what is saved.
          <SettingsForm key={current.version} settings={current} save={save} onReload={reload} />
        )}
      </ContentState>
    </>
  );
}
