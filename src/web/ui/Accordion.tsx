import { useId, useState, type ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  /**
   * What a reader without JavaScript gets of the closed panel (the content by default): the parts
   * they can use, without controls that need the app (ticks, bookmarks, notes).
   */
  withoutScript?: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of each item's title, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4;
  numbered?: boolean;
  initiallyOpen?: number | null;
}

/**
 * One open item at a time: clicking the open item closes it, clicking another opens it.
 * Each title is a button with aria-expanded inside a heading; panels are regions labelled by it.
 */
export function Accordion({ items, headingLevel = 3, numbered = false, initiallyOpen = null }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(initiallyOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} id={item.id} className={`accordion__item${open ? ' accordion__item--open' : ''}`}>
            <Heading className="accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {numbered ? <span className="accordion__number">{index + 1}</span> : null}
                <span className="accordion__title">{item.title}</span>
                <ChevronDown aria-hidden="true" className="accordion__chevron" size={20} />
              </button>
            </Heading>
            {/* A closed panel stays as an empty hidden region (aria-controls names it) and renders
                nothing: a topic's closed sections hold dozens of links with their own controls, and
                rendering them all blocked a phone's main thread for about a second on first load. */}
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
              {open ? item.content : null}
            </div>
            {/* Without JavaScript the buttons cannot open a panel, so the server's HTML carries each
                closed panel's content for that reader; React neither hydrates nor renders it in a
                browser. The server renders it for every page, so it is kept to what that reader can use. */}
            {open ? null : <noscript>{item.withoutScript ?? item.content}</noscript>}
          </div>
        );
      })}
    </div>
  );
}
