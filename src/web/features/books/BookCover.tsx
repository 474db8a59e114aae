import type { Book } from '#shared/content/opportunities.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { Icon } from '#web/ui/Icon.js';

/** Dark enough for white text at any size (contrast ≥ 4.5:1 against #fff). */
const PALETTES = [
  ['#312e81', '#4338ca'],
  ['#134e4a', '#0f766e'],
  ['#7c2d12', '#b45309'],
  ['#4a044e', '#86198f'],
  ['#1e3a8a', '#1d4ed8'],
  ['#14532d', '#15803d'],
] as const;

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** Breaks a title into at most `maxLines` lines of about `width` characters, ending with '…' if cut. */
export function wrapTitle(title: string, width = 15, maxLines = 4): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:]+$/, '')}…`;
  return kept;
}

/**
 * A cover drawn from the book's own data (title, author, icon): no image is downloaded, and every
 * book gets a distinct, readable cover.
 */
export function BookCover({ book }: { book: Pick<Book, 'id' | 'title' | 'author' | 'image'> }) {
  const t = usePartT('books');
  const [dark, light] = PALETTES[hash(book.id) % PALETTES.length]!;
  const gradientId = `cover-${book.id}`;
  const lines = wrapTitle(book.title);
  const author = book.author.replace(/\s*\(.*\)$/, '');
  return (
    <svg
      className="book-cover"
      viewBox="0 0 120 170"
      width="120"
      height="170"
      role="img"
      aria-label={t('books.cover', { title: book.title })}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <rect width="120" height="170" rx="6" fill={`url(#${gradientId})`} />
      <rect width="9" height="170" rx="3" fill={dark} opacity="0.85" />
      <g transform="translate(46 16)" color="#ffffff" opacity="0.9">
        <Icon name={book.image} size={32} />
      </g>
      <text
        x="64"
        y="72"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="11"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {lines.map((line, index) => (
          <tspan key={index} x="64" dy={index === 0 ? 0 : 13}>
            {line}
          </tspan>
        ))}
      </text>
      <text
        x="64"
        y="156"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="8"
        fontFamily="system-ui, sans-serif"
        opacity="0.95"
      >
        {author.length > 26 ? `${author.slice(0, 25)}…` : author}
      </text>
    </svg>
  );
}
