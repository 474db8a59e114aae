import { useLocation } from 'react-router';
import type { TopicPage } from '#shared/content/learning.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { Accordion } from '#web/ui/Accordion.js';
import { ResourceLink } from '#web/ui/ResourceLink.js';
import { useDeadLinks } from '#web/lib/api/dead-links.js';
import { DoneCheckbox } from '#web/ui/DoneCheckbox.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { LazyItemNote } from '#web/ui/LazyItemNote.js';
import { useT } from '#web/lib/i18n/i18n.js';
import { textLang } from '#web/lib/i18n/english-fallback.js';

/**
 * The numbered learning path: one accordion section open at a time. A #hash naming a section or
 * one of its links (a search result) opens that section.
 */
export function TopicSections({ slug, sections }: { slug: string; sections: TopicPage['sections'] }) {
  const deadLinks = useDeadLinks();
  const t = useT();
  const target = decodeURIComponent(useLocation().hash.slice(1));
  const sectionAnchor = (id: string) => anchorOf(itemIds.section(slug, id));
  const linkAnchor = (id: string) => anchorOf(itemIds.link(slug, id));
  const targetIndex = target
    ? sections.findIndex(
        (section) =>
          sectionAnchor(section.id) === target || section.links.some((link) => linkAnchor(link.id) === target),
      )
    : -1;
  /**
   * A section's text and links with each link's tick. With `controls`, the tick can change and each
   * link and the section have a bookmark and a note; without, for a reader without JavaScript, the
   * tick only shows (the page's largest part, rendered for every page, is kept to what they can use).
   */
  const sectionBody = (section: TopicPage['sections'][number], controls: boolean) => (
    <>
      <p className="topic-sections__text" lang={textLang(section, 'content')}>
        {section.content}
      </p>
      {controls ? (
        <div className="topic-sections__note">
          <LazyItemNote itemId={itemIds.section(slug, section.id)} title={section.title} />
        </div>
      ) : null}
      {section.availableSoon ? (
        <p className="available-soon">{t('spec.availableSoon')}</p>
      ) : (
        <ul className="topic-sections__links">
          {section.links.map((link) => (
            <li key={link.id}>
              <ResourceLink
                link={link}
                id={linkAnchor(link.id)}
                unavailable={deadLinks.has(link.url)}
                plain={!controls}
                actions={
                  controls ? (
                    <>
                      <DoneCheckbox itemId={itemIds.link(slug, link.id)} title={link.title} />
                      <SaveToggle itemId={itemIds.link(slug, link.id)} title={link.title} />
                      <LazyItemNote itemId={itemIds.link(slug, link.id)} title={link.title} />
                    </>
                  ) : (
                    <DoneCheckbox itemId={itemIds.link(slug, link.id)} title={link.title} readOnly />
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <section className="topic-sections" aria-labelledby="path-heading">
      <h2 id="path-heading">{t('topic.learningPath')}</h2>
      <Accordion
        key={target}
        initiallyOpen={targetIndex >= 0 ? targetIndex : null}
        numbered
        headingLevel={3}
        items={sections.map((section) => ({
          id: sectionAnchor(section.id),
          title: section.title,
          content: sectionBody(section, true),
          withoutScript: sectionBody(section, false),
        }))}
      />
    </section>
  );
}
