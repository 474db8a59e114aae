import { describe, expect, it } from 'vitest';
import { embeddableJson, renderedPageHtml } from '#server/web/page-html.js';

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
});

describe('the shell holding a rendered page', () => {
  const html = renderedPageHtml(SHELL, {
    title: 'Tom & Jerry <3 · StudyHub',
    html: '<main>price $& $1</main>',
    embedded: { language: 'en', answers: {} },
  });

  it('puts the markup in #root and the data after it, replacing the loading state', () => {
    expect(html).toContain(
      '<div id="root"><main>price $& $1</main></div><script type="application/json" id="server-render">{"language":"en","answers":{}}</script>',
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
