import type { TopicPage } from '../../../shared/content/learning.js';
import { MESSAGES } from '../../../shared/messages.js';
import { Accordion } from '../../ui/Accordion.js';
import { ResourceLink } from '../../ui/ResourceLink.js';
import { useDeadLinks } from '../links/use-dead-links.js';

/** The numbered learning path: one accordion section open at a time. */
export function TopicSections({ sections }: { sections: TopicPage['sections'] }) {
  const deadLinks = useDeadLinks();
  return (
    <section className="topic-sections" aria-labelledby="path-heading">
      <h2 id="path-heading">Learning path</h2>
      <Accordion
        numbered
        headingLevel={3}
        items={sections.map((section) => ({
          id: section.id,
          title: section.title,
          content: (
            <>
              <p className="topic-sections__text">{section.content}</p>
              {section.availableSoon ? (
                <p className="available-soon">{MESSAGES.availableSoon}</p>
              ) : (
                <ul className="topic-sections__links">
                  {section.links.map((link) => (
                    <li key={link.id}>
                      <ResourceLink link={link} unavailable={deadLinks.has(link.url)} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          ),
        }))}
      />
    </section>
  );
}
