import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BookOpen,
  CirclePlay,
  Dumbbell,
  FileDown,
  FileQuestion,
  FileText,
  GraduationCap,
  Hammer,
  Newspaper,
  Rss,
  type LucideIcon,
} from 'lucide-react';
import type { ContentLink, LinkKind } from '#shared/content/primitives.js';
import { sourceHost } from '#shared/format.js';
import './resource-link.css';

/** Every kind shows an icon and a word, so the kind never depends on colour or the icon alone. */
const KINDS: Record<LinkKind, { label: string; Icon: LucideIcon }> = {
  video: { label: 'Video', Icon: CirclePlay },
  course: { label: 'Course', Icon: GraduationCap },
  practice: { label: 'Practice', Icon: Dumbbell },
  quiz: { label: 'Quiz', Icon: FileQuestion },
  doc: { label: 'Doc', Icon: FileText },
  article: { label: 'Article', Icon: Newspaper },
  project: { label: 'Project', Icon: Hammer },
  pdf: { label: 'PDF', Icon: FileDown },
  book: { label: 'Book', Icon: BookOpen },
  feed: { label: 'Feed', Icon: Rss },
};

export function KindBadge({ kind }: { kind: LinkKind }) {
  const { label, Icon } = KINDS[kind];
  return (
    <span className={`kind-badge kind-badge--${kind}`}>
      <Icon aria-hidden="true" size={16} />
      {label}
    </span>
  );
}

/**
 * One study link: its kind (icon and word), title, source host; opens in a new tab. A link the
 * checker found dead stays visible, marked 'may be unavailable', with a pre-filled report link.
 */
export function ResourceLink({
  link,
  unavailable = false,
  id,
  actions,
}: {
  link: ContentLink;
  unavailable?: boolean;
  id?: string;
  actions?: ReactNode;
}) {
  return (
    <div id={id} className={`resource-link-wrap${unavailable ? ' resource-link-wrap--unavailable' : ''}`}>
      <a className="resource-link" href={link.url} target="_blank" rel="noopener noreferrer" data-link-id={link.id}>
        <KindBadge kind={link.kind} />
        <span className="resource-link__text">
          <span className="resource-link__title">{link.title}</span>
          {link.note ? <span className="resource-link__note">{link.note}</span> : null}
          <span className="resource-link__host">{sourceHost(link.url)}</span>
        </span>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {actions ? <div className="resource-link__actions">{actions}</div> : null}
      {unavailable ? (
        <p className="resource-link__warning">
          This link may be unavailable. <Link to={`/issue?link=${encodeURIComponent(link.url)}`}>Report it</Link>
        </p>
      ) : null}
    </div>
  );
}
