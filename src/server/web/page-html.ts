import { SERVER_RENDER_ID } from '#shared/server-render.js';

/**
 * JSON that cannot end the <script> element it sits in nor start a comment there: every '<' is
 * written as \u003c (so no '</script' nor '<!--'), and the line and paragraph separators, which old
 * parsers took for line ends, as escapes. JSON.parse reads the same value back.
 */
export function embeddableJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's early asks for API answers (the session, a page's data): a rendered page carries them instead. */
const API_PRELOADS = /<link rel="preload" href="\/api\/[^"]*" as="fetch" crossorigin="use-credentials" \/>\s*/g;
const ROOT = /<div id="root">[\s\S]*<\/body>/;

/**
 * The shell (index.html in the reader's language, with the page's code hinted) holding a rendered
 * page: its title, its markup in #root and, for the browser's hydration, what it was rendered with.
 */
export function renderedPageHtml(shell: string, page: { title: string; html: string; embedded?: unknown }): string {
  const data =
    page.embedded === undefined
      ? ''
      : `<script type="application/json" id="${SERVER_RENDER_ID}">${embeddableJson(page.embedded)}</script>`;
  return shell
    .replace(API_PRELOADS, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${data}\n  </body>`);
}
