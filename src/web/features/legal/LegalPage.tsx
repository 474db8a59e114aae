import type { ReactNode } from 'react';
import { usePageTitle } from '#web/lib/page-context.js';
import '#web/ui/panel.css';
import './legal.css';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The layout both policy pages share: a title, an optional date line and numbered-free sections. */
export function LegalPage({
  dateLine,
  intro,
  sections,
}: {
  dateLine?: ReactNode;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  const title = usePageTitle();
  return (
    <main id="main" className="page legal-page">
      <article className="panel legal-card">
        <h1 className="legal-card__title">{title}</h1>
        {dateLine ? <p className="legal-card__date">{dateLine}</p> : null}
        <p>{intro}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.body}
          </section>
        ))}
      </article>
    </main>
  );
}
