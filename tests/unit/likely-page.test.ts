import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '#shared/pages/signed-in-pages.js';
import { editDistance, likelyPage, searchWords } from '#web/app/signed-in/missed-path/likely-page.js';

describe('the page a mistyped path most likely meant', () => {
  it.each([
    ['/internships', '/internship'],
    ['/hackathons', '/hackathon'],
    ['/Hackathon/', '/hackathon'],
    ['/frontend', '/front-end'],
    ['/intern-frontend', '/InternFrontend'],
    ['/projects', '/allprojects'],
    ['/bokks', '/books'],
    ['/privacy-policy', '/privacy'],
  ])('%s -> %s', (path, expected) => {
    expect(likelyPage(path, SIGNED_IN_PAGES)?.path).toBe(expected);
  });

  it('offers nothing when no page is close, and never Home', () => {
    expect(likelyPage('/quantum-basket-weaving', SIGNED_IN_PAGES)).toBeUndefined();
    expect(likelyPage('/hom', SIGNED_IN_PAGES)).toBeUndefined();
    expect(likelyPage('///', SIGNED_IN_PAGES)).toBeUndefined();
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('searches for the words of the path', () => {
    expect(searchWords('/data-sciense/')).toBe('data sciense');
    expect(searchWords('/पायथन')).toBe('पायथन');
  });
});
