import {
  SERVER_RENDER_ID,
  type EmbeddedAnswer,
  type PageHtml,
  type ServerRenderPayload,
} from '#shared/server-render.js';

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

/**
 * Each answer's embeddable text, made once per answer object: a kept page's shared answers (its
 * content, decision 0067) are the same objects in every page filled from it. Held weakly, so an
 * entry lasts as long as its answer: one page's, or a kept page's while the server keeps it.
 */
const answerTexts = new WeakMap<EmbeddedAnswer, string>();

function embeddableAnswer(answer: EmbeddedAnswer): string {
  let text = answerTexts.get(answer);
  if (text === undefined) answerTexts.set(answer, (text = embeddableJson(answer)));
  return text;
}

/** `embeddableJson(payload)`, with each answer's text made once (`embeddableAnswer`). */
export function embeddablePayload(payload: ServerRenderPayload): string {
  const member = (key: string, text: string) => `${embeddableJson(key)}:${text}`;
  const fields = Object.entries(payload).flatMap(([key, value]: [string, unknown]) => {
    if (key !== 'answers') return value === undefined ? [] : [member(key, embeddableJson(value))];
    const answers = Object.entries(payload.answers).map(([url, answer]) => member(url, embeddableAnswer(answer)));
    return [member(key, `{${answers.join(',')}}`)];
  });
  return `{${fields.join(',')}}`;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's early asks for API answers (the session, a page's data): a rendered page carries them instead. */
const API_PRELOADS = /<link rel="preload" href="\/api\/[^"]*" as="fetch" crossorigin="use-credentials" \/>\s*/g;
const ROOT = /<div id="root">[\s\S]*<\/body>/;

/**
 * The shell (index.html in the reader's language, with the page's code hinted) holding a rendered
 * page: its title, its markup in #root and, for the browser's hydration, what it was rendered with.
 * In pieces, the page's own and its data kept apart (`PageHtml`).
 */
export function renderedPageHtml(
  shell: string,
  page: { title: string; html: PageHtml; embedded?: ServerRenderPayload },
): PageHtml {
  const head = shell
    .replace(API_PRELOADS, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
  const root = ROOT.exec(head);
  if (!root) throw new Error('The shell has no <div id="root"> before </body>.');
  const data =
    page.embedded === undefined
      ? []
      : [`<script type="application/json" id="${SERVER_RENDER_ID}">`, embeddablePayload(page.embedded), '</script>'];
  return [
    `${head.slice(0, root.index)}<div id="root">`,
    ...page.html,
    '</div>',
    ...data,
    `\n  </body>${head.slice(root.index + root[0].length)}`,
  ];
}
