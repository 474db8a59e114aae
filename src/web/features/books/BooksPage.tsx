import Download from 'lucide-react/icons/download';
import { booksSchema } from '#shared/content/opportunities.js';
import { sourceHost } from '#shared/format.js';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { CardGrid, ItemCard } from '#web/ui/ItemCard.js';
import { Reveal } from '#web/ui/Reveal.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { SaveToggle } from '#web/ui/SaveToggle.js';
import { LazyItemNote } from '#web/ui/LazyItemNote.js';
import { BookCover } from './BookCover.js';
import './books.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { usePartT } from '#web/lib/i18n/i18n.js';

/** Book cards fade in when half of the card is visible. */
const BOOK_REVEAL_THRESHOLD = 0.5;

export default function BooksPage() {
  const title = usePageTitle();
  const query = useContent('books', booksSchema);
  const t = usePartT('books');
  useHashTarget(query.isSuccess);
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{t('books.lead')}</p>
      <ContentState query={query}>
        {({ books }) => (
          <CardGrid label={t('books.list')}>
            {books.map((book) => (
              <li key={book.id}>
                <Reveal threshold={BOOK_REVEAL_THRESHOLD} className="book-reveal">
                  <ItemCard
                    id={anchorOf(itemIds.book(book.id))}
                    media={<BookCover book={book} />}
                    title={book.title}
                    subtitle={book.author}
                    actions={
                      <>
                        <ExternalLink href={book.downloadLink} className="button button--primary">
                          <Download aria-hidden="true" size={18} />
                          {t('books.download')}
                          <span className="visually-hidden">: {book.title}</span>
                        </ExternalLink>
                        <SaveToggle itemId={itemIds.book(book.id)} title={book.title} />
                        <LazyItemNote itemId={itemIds.book(book.id)} title={book.title} />
                      </>
                    }
                  >
                    <p className="item-card__text">{book.description}</p>
                    <p className="item-card__note">{t('books.freeFrom', { host: sourceHost(book.downloadLink) })}</p>
                  </ItemCard>
                </Reveal>
              </li>
            ))}
          </CardGrid>
        )}
      </ContentState>
    </main>
  );
}
