import { Fragment } from 'react';

/** http(s) addresses in plain text; punctuation that ends a sentence is not part of the address. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]'"]+$/;

/** Splits text into plain parts and addresses, in order. */
export function splitAddresses(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A user's plain text as text: line breaks kept (by CSS, white-space: pre-wrap), web addresses
 * made clickable, and nothing ever rendered as HTML (React escapes every part).
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitAddresses(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
