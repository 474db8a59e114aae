import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import CirclePlay from 'lucide-react/icons/circle-play';
import Dumbbell from 'lucide-react/icons/dumbbell';
import FileDown from 'lucide-react/icons/file-down';
import FileQuestion from 'lucide-react/icons/file-question';
import FileText from 'lucide-react/icons/file-text';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Hammer from 'lucide-react/icons/hammer';
import Newspaper from 'lucide-react/icons/newspaper';
import Rss from 'lucide-react/icons/rss';
import SquareTerminal from 'lucide-react/icons/square-terminal';
import Wrench from 'lucide-react/icons/wrench';
import type { ContentLink, LinkKind } from '#shared/content/primitives.js';
import { sourceHost } from '#shared/format.js';
import './resource-link.css';
import { useT, type MessageId } from '#web/lib/i18n/i18n.js';
import { textLang } from '#web/lib/i18n/english-fallback.js';

/** Every kind shows an icon and a word, so the kind never depends on colour or the icon alone. */
const KINDS: Record<LinkKind, { label: MessageId; Icon: LucideIcon }> = {
  video: { label: 'kind.video', Icon: CirclePlay },
  course: { label: 'kind.course', Icon: GraduationCap },
  practice: { label: 'kind.practice', Icon: Dumbbell },
  quiz: { label: 'kind.quiz', Icon: FileQuestion },
  doc: { label: 'kind.doc', Icon: FileText },
  article: { label: 'kind.article', Icon: Newspaper },
  project: { label: 'kind.project', Icon: Hammer },
  pdf: { label: 'kind.pdf', Icon: FileDown },
  book: { label: 'kind.book', Icon: BookOpen },
  feed: { label: 'kind.feed', Icon: Rss },
  playground: { label: 'kind.playground', Icon: SquareTerminal },
  tool: { label: 'kind.tool', Icon: Wrench },
};

export function KindBadge({ kind, plain = false }: { kind: LinkKind; plain?: boolean }) {
  const { label, Icon } = KINDS[kind];
  const t = useT();
  return (
    <span className={`kind-badge kind-badge--${kind}`}>
      {plain ? null : <Icon aria-hidden="true" size={16} />}
      {t(label)}
    </span>
  );
}

/**
 * One study link: its kind (icon and word), title, source host; opens in a new tab. A link the
 * checker found dead stays visible, marked 'may be unavailable', with a pre-filled report link.
 * `plain` is the copy for a reader without JavaScript: the kind is its word alone, since a long
 * page's closed sections would otherwise carry an icon's markup for every link (a third of the page).
 */
export function ResourceLink({
  link,
  unavailable = false,
  id,
  actions,
  plain = false,
}: {
  link: ContentLink;
  unavailable?: boolean;
  id?: string;
  actions?: ReactNode;
  plain?: boolean;
}) {
  const t = useT();
  return (
    <div id={id} className={`resource-link-wrap${unavailable ? ' resource-link-wrap--unavailable' : ''}`}>
      <a className="resource-link" href={link.url} target="_blank" rel="noopener noreferrer" data-link-id={link.id}>
        <KindBadge kind={link.kind} plain={plain} />
        <span className="resource-link__text">
          <span className="resource-link__title">{link.title}</span>
          {link.note ? (
            <span className="resource-link__note" lang={textLang(link, 'note')}>
              {link.note}
            </span>
          ) : null}
          <span className="resource-link__host">{sourceHost(link.url)}</span>
        </span>
        <span className="visually-hidden"> {t('link.newTab')}</span>
      </a>
      {actions ? <div className="resource-link__actions">{actions}</div> : null}
      {unavailable ? (
        <p className="resource-link__warning">
          {t('link.mayBeUnavailable')}{' '}
          <Link to={`/issue?link=${encodeURIComponent(link.url)}`}>{t('link.reportIt')}</Link>
        </p>
      ) : null}
    </div>
  );
}
