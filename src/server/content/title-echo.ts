/**
 * A study link's note must tell a student something its title does not: what they will learn or be
 * able to do, who it suits, the format. A note that only repeats the title's words, perhaps with a
 * format word ('A full video course on using Vite.' for 'Vite Crash Course'), says nothing new.
 */

/** Words that carry no information on their own. */
const STOP_WORDS = new Set(
  `a an the and or but of on in into onto to for with without about by from at as is are was be been it its
  this that these those there here you your yours we our us they their them he she his her i my me
  how what why when where which who whom whose can could will would should may might must do does did done
  use used using uses learn learning learns get gets getting got started start starts all any every each
  some more most much many very also just only so than then too not no yes via per up out over under own
  one two three first new way ways thing things lot lots well like make makes making help helps`.split(/\s+/),
);

/**
 * Words that name a format, length or source rather than content. A note needs them too, but they do
 * not count as new information beside the title.
 */
const FORMAT_WORDS = new Set(
  `video videos course courses full complete crash tutorial tutorials series playlist playlists official
  documentation docs doc reference guide guides article articles blog post posts book books free online
  interactive pdf page pages site website web home homepage overview explained explanation explains explain
  introduction intro introductory short long quick hour hours minute minutes part parts chapter chapters
  lesson lessons section sections step steps collection list resource resources topic topics text written
  good great best easy simple detailed depth thorough comprehensive`.split(/\s+/),
);

/** A note must add at least this many informative words that are not in its title. */
export const MIN_NEW_WORDS = 3;

/** Crude English stemming, enough to match 'automate' with 'automating' and 'hook' with 'hooks'. */
function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The note's words as stems; '+' and '#' stay so C++ and C# remain words. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9+#']+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 0 && !/^\d+$/.test(word));
}

const informative = (word: string) => !STOP_WORDS.has(word) && !FORMAT_WORDS.has(word);

/** The informative words of a note that its title does not already contain. */
export function newWordsBesideTitle(title: string, note: string): string[] {
  const titleStems = new Set(words(title).map(stem));
  const added = new Set<string>();
  for (const word of words(note)) {
    if (!informative(word)) continue;
    const stemmed = stem(word);
    if (!titleStems.has(stemmed)) added.add(stemmed);
  }
  return [...added];
}

/** True when a note merely repeats its title (plus format words), so it needs rewriting. */
export function echoesTitle(title: string, note: string): boolean {
  return newWordsBesideTitle(title, note).length < MIN_NEW_WORDS;
}
