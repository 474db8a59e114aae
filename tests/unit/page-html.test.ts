import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddableJson, embeddablePayload, renderedPageHtml } from '#server/web/page-html.js';
import { INSTALL_PLATFORMS } from '#shared/install-platform.js';
import { LANGUAGES } from '#shared/languages.js';
import type { EmbeddedAnswer, ServerRenderPayload } from '#shared/server-render.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <link rel="preload" href="/api/auth/session?optional" as="fetch" crossorigin="use-credentials" />
    <title>StudyHub</title>
    <link rel="preload" href="/api/content/topics/front-end" as="fetch" crossorigin="use-credentials" /><link rel="modulepreload" href="/assets/TopicPage-1.js" />
  </head>
  <body>
    <div id="root">
      <div class="spinner" role="status"><span class="spinner__label">Loading...</span></div>
    </div>
  </body>
</html>`;

describe('the JSON a rendered page carries', () => {
  it('cannot close its script element nor open a comment, and reads back the same', () => {
    const value = { note: 'a </script><script>alert(1)</script> <!-- b \u2028 c \u2029 d' };
    const json = embeddableJson(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(json).not.toContain('\u2029');
    expect(JSON.parse(json)).toEqual(value);
  });

  // Texts with what the escaping changes, among any other characters.
  const text = fc.oneof(fc.string(), fc.constantFrom('</script><script>alert(1)</script>', '<!--', '\u2028', '\u2029'));
  const answer: fc.Arbitrary<EmbeddedAnswer> = fc.record({
    status: fc.constantFrom(200, 401, 404, 500),
    body: fc.oneof(fc.jsonValue(), fc.dictionary(text, text), fc.constant(undefined)),
  });
  const payload: fc.Arbitrary<ServerRenderPayload> = fc.record({
    language: fc.constantFrom(...LANGUAGES),
    answers: fc.dictionary(text, answer),
    parsed: fc.boolean(),
    platform: fc.constantFrom(...INSTALL_PLATFORMS),
  });

  it("is the whole payload's JSON when made from each answer's kept text, and again for the same answers", () => {
    fc.assert(
      fc.property(payload, (value) => {
        const whole = embeddableJson(value);
        expect(embeddablePayload(value)).toBe(whole);
        expect(embeddablePayload({ ...value, parsed: !value.parsed })).toBe(
          embeddableJson({ ...value, parsed: !value.parsed }),
        );
      }),
    );
  });
});

describe('the shell holding a rendered page', () => {
  const pieces = renderedPageHtml(SHELL, {
    title: 'Tom & Jerry <3 · StudyHub',
    html: ['<main>price $& ', '$1</main>'],
    embedded: { language: 'en', answers: {}, parsed: true, platform: 'windows' },
  });
  const html = pieces.join('');

  it("keeps the page's own pieces as they came", () => {
    expect(pieces).toContain('<main>price $& ');
    expect(pieces).toContain('$1</main>');
  });

  it('puts the markup in #root and the data after it, replacing the loading state', () => {
    expect(html).toContain(
      '<div id="root"><main>price $& $1</main></div><script type="application/json" id="server-render">{"language":"en","answers":{},"parsed":true,"platform":"windows"}</script>',
    );
    expect(html).not.toContain('Loading...');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('titles the tab as text and keeps the code hints, not the early API asks', () => {
    expect(html).toContain('<title>Tom &amp; Jerry &lt;3 · StudyHub</title>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/TopicPage-1.js" />');
    expect(html).not.toContain('href="/api/');
  });
});
