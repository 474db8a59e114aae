import { Link } from 'react-router';
import './filter-bar.css';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  /** When set, choosing the option navigates here (internship pages); otherwise it is a toggle button. */
  to?: string;
}

interface FilterBarProps<T extends string> {
  /** Accessible name of the bar, e.g. 'Filter groups by category'. */
  label: string;
  options: readonly FilterOption<T>[];
  active: T;
  onSelect?: (value: T) => void;
  /** Id of the list the bar filters. */
  controls?: string;
}

/**
 * One row of filter choices for every page that has one (community, internships, projects).
 * Button options are toggle buttons marked with aria-pressed; link options navigate, and the
 * current one is marked with aria-current="page". Both are reachable with Tab and work with Enter.
 */
export function FilterBar<T extends string>({ label, options, active, onSelect, controls }: FilterBarProps<T>) {
  const navigates = options.some((option) => option.to);
  const items = options.map((option) => {
    const isActive = option.value === active;
    const className = `filter-bar__option${isActive ? ' filter-bar__option--active' : ''}`;
    return (
      <li key={option.value}>
        {option.to ? (
          <Link to={option.to} className={className} aria-current={isActive ? 'page' : undefined}>
            {option.label}
          </Link>
        ) : (
          <button
            type="button"
            className={className}
            aria-pressed={isActive}
            aria-controls={controls}
            onClick={() => onSelect?.(option.value)}
          >
            {option.label}
          </button>
        )}
      </li>
    );
  });
  return navigates ? (
    <nav className="filter-bar" aria-label={label}>
      <ul className="filter-bar__list">{items}</ul>
    </nav>
  ) : (
    <div className="filter-bar" role="group" aria-label={label}>
      <ul className="filter-bar__list">{items}</ul>
    </div>
  );
}
