import type { ReactNode } from 'react';
import Hourglass from 'lucide-react/icons/hourglass';
import { MESSAGES } from '#shared/messages.js';
import './available-soon.css';

/** The spec's 'Available Soon' state, with an optional line saying what is coming. */
export function AvailableSoon({ children }: { children?: ReactNode }) {
  return (
    <div className="available-soon-state">
      <p className="available-soon-state__label">
        <Hourglass aria-hidden="true" size={18} />
        {MESSAGES.availableSoon}
      </p>
      {children ? <p className="available-soon-state__text">{children}</p> : null}
    </div>
  );
}
