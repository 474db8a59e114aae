import { describe, expect, it } from 'vitest';
import { blockText, inlineText, markdownLink } from '#server/accounts/markdown-text.js';

describe('a person’s words in the Markdown export: backslashes only where Markdown would change them', () => {
  it.each([
    'priya.sharma@example.in',
    'Front-End Development',
    'snake_case_name',
    'C++ and C# (2024 edition)!',
    'Tom & Jerry',
    'a > b = c + d. 1. 2)',
    'https://docs.docker.com/get-started/',
    'हिंदी_शब्द और Front-End',
    'C:\\Users\\priya',
  ])('leaves plain words as they are: %s', (text) => {
    expect(inlineText(text)).toBe(text);
  });

  it.each([
    ['*bold* and **strong**', '\\*bold\\* and \\*\\*strong\\*\\*'],
    ['_underlined_ words', '\\_underlined\\_ words'],
    ['`code`', '\\`code\\`'],
    ['[a link](https://example.com)', '\\[a link](https://example.com)'],
    ['<script>alert(1)</script>', '\\<script>alert(1)\\</script>'],
    ['&copy; and &#169; but not & alone', '\\&copy; and \\&#169; but not & alone'],
    ['~~struck~~', '\\~\\~struck\\~\\~'],
    ['a | b', 'a \\| b'],
    ['ends in a backslash\\', 'ends in a backslash\\\\'],
    ['\\*not emphasis\\*', '\\\\\\*not emphasis\\\\\\*'],
  ])('escapes what would change the rendering anywhere in a line: %s', (text, escaped) => {
    expect(inlineText(text)).toBe(escaped);
  });

  it.each([
    ['# not a heading', '\\# not a heading'],
    ['> not a quote', '\\> not a quote'],
    ['- not a list', '\\- not a list'],
    ['+ not a list', '\\+ not a list'],
    ['1. not numbered', '1\\. not numbered'],
    ['2) not numbered', '2\\) not numbered'],
    ['---', '\\---'],
    ['- - -', '\\- - -'],
    ['===', '\\==='],
    ['        indented would be code', 'indented would be code'],
    ['#hashtag stays', '#hashtag stays'],
    ['-5 degrees', '-5 degrees'],
    ['2024. A year', '2024\\. A year'],
    ['3.14 is pi', '3.14 is pi'],
  ])('escapes what would start a block at the start of a line: %s', (text, escaped) => {
    expect(blockText(text)).toBe(escaped);
  });

  it('links keep their words whole and their address intact, even with brackets, parentheses and spaces', () => {
    expect(markdownLink('Frontend Roadmap', 'https://roadmap.sh/frontend')).toBe(
      '[Frontend Roadmap](<https://roadmap.sh/frontend>)',
    );
    expect(markdownLink('Arrays [part 1]', 'https://en.wikipedia.org/wiki/Array_(data structure)')).toBe(
      '[Arrays \\[part 1\\]](<https://en.wikipedia.org/wiki/Array_(data%20structure)>)',
    );
  });
});
