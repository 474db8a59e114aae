/**
 * A person's words (names, titles, notes) written into Markdown so that they render exactly as
 * typed, with a backslash only where the character would otherwise change the rendering in that
 * position (CommonMark plus GitHub's tables, strikethrough and task lists). 'Front-End',
 * 'priya.sharma@example.in' and 'snake_case' need none; '*', '`', '[', '<' always do, because they
 * can start emphasis, code, links or HTML anywhere in a line.
 */

/** Characters that can change the rendering wherever they stand in a line. */
const ALWAYS = /[`*[<|~]/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** Letters, digits and the marks Devanagari writes its vowels with: a "_" between two of them is literal. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
/** '&copy;' or '&#169;' would show as '©'; a lone '&' shows as itself. */
const ENTITY_AFTER = /^#?[A-Za-z0-9]+;/;

/** Text inside a line: emphasis, code, links, HTML, entities, strikethrough and table cells stay literal. */
export function inlineText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const before = text[index - 1] ?? '';
    const after = text[index + 1] ?? '';
    out += needsEscape(char, before, after, text.slice(index + 1)) ? `\\${char}` : char;
  }
  return out;
}

function needsEscape(char: string, before: string, after: string, rest: string): boolean {
  if (ALWAYS.test(char)) return true;
  // A backslash is literal unless it escapes punctuation or ends the line (a hard line break).
  if (char === '\\') return after === '' || ASCII_PUNCTUATION.test(after);
  // '_' inside a word (snake_case, an e-mail's local part) can neither open nor close emphasis.
  if (char === '_') return !(WORD_CHARACTER.test(before) && WORD_CHARACTER.test(after));
  if (char === '&') return ENTITY_AFTER.test(rest);
  return false;
}

/**
 * Text that begins a block (a line of a quote, a list item's first words): also what would make it
 * a heading, quote, list, numbered list, rule or heading underline. Leading blanks are dropped, as
 * four of them would make the rest a code block that shows the backslashes.
 */
export function blockText(text: string): string {
  const trimmed = text.trimStart();
  const inline = inlineText(trimmed);
  const numbered = /^(\d{1,9})([.)])(\s|$)/.exec(inline);
  if (numbered) return `${numbered[1]}\\${inline.slice(numbered[1]!.length)}`;
  if (/^(#{1,6}(\s|$)|[+-](\s|$)|>)/.test(inline)) return `\\${inline}`;
  // '---' (or '- - -') and '===' on their own line are a rule or the underline of a heading.
  if (/^(-[\s-]*|=+\s*)$/.test(inline)) return `\\${inline}`;
  return inline;
}

/** The words of a link: as inline text, and a ']' that would end the link early is escaped too. */
export function linkText(text: string): string {
  return inlineText(text).replace(/]/g, '\\]');
}

/** A Markdown link to `url`; the address in <…> so that spaces and parentheses in it cannot end it. */
export function markdownLink(text: string, url: string): string {
  const address = url.replace(/[<>\s]/g, (char) => encodeURIComponent(char));
  return `[${linkText(text)}](<${address}>)`;
}
