/**
 * Content objects may carry their Hindi in a `hi` object (docs/hindi.md). Until a reader asks for
 * Hindi, the answer leaves those objects out: the English page downloads only English.
 */
export function withoutTranslations(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTranslations);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => (key === 'hi' ? [] : [[key, withoutTranslations(item)]])),
  );
}
