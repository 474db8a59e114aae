import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card that links to a page. The link holds the title alone (its name is the text it shows, so a
 * screen reader's list of links reads "Front-End Development", not the whole card) and is described
 * by the text; the whole card still takes the click (global.css: the link's ::after covers it).
 */
export function Tile({
  to,
  icon,
  title,
  className = '',
  children,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={`tile ${className}`.trim()}>
      {icon}
      <Link to={to} className="tile__title tile__link" aria-describedby={`${id}-text`}>
        {title}
      </Link>
      <span id={`${id}-text`} className="tile__text">
        {children}
      </span>
    </div>
  );
}
