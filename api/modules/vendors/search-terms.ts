/**
 * Turns what a visitor typed into the words a vendor search must find (vendor_search: FTS5 on SQLite,
 * a tsvector on PostgreSQL). Only letters and digits reach the query, so quotes, `*`, `^`, `:`,
 * parentheses and operator words are plain text (or dropped) and no input is a syntax error.
 * Every word must match (AND); each one matches as a prefix ("smoke" finds "Smokehouse") or as one
 * of its synonyms, which is the typo tolerance people need here: bbq, barbecue, barbeque, bar-b-q.
 */

/** Spellings of one thing; a word in a group matches any word of it. Multi-word entries are phrases. */
const SYNONYMS: readonly (readonly string[])[] = [
  ['bbq', 'barbecue', 'barbeque', 'barbq'],
  ['dj', 'disc jockey', 'deejay'],
  ['photo', 'photographer', 'photography', 'pictures'],
  ['video', 'videographer', 'videography'],
  ['florist', 'flower', 'floral'],
  ['bartender', 'bartending', 'mixologist', 'cocktail'],
  ['cater', 'catering', 'caterer'],
  ['cake', 'bakery', 'dessert'],
  ['mexican', 'tex mex', 'taqueria'],
];

/** Spellings that come apart as several words: joined before the words are split. */
const JOINED: readonly [RegExp, string][] = [
  [/\bbar\s*b\s*q(ue)?\b/g, 'bbq'],
  [/\bb\s*b\s*q\b/g, 'bbq'],
  [/\bdisc\s+jockeys?\b/g, 'dj'],
  [/\btex\s*mex\b/g, 'mexican'],
];

// Words that say nothing about a vendor; requiring them would only lose matches.
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'with', 'or', 'to', 'my', 'near']);

export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

const byWord = new Map<string, readonly string[]>();
for (const group of SYNONYMS) for (const word of group) byWord.set(word, group);

/** Lower case, accents off ("Río" is "rio"), anything but letters and digits a space. */
export function normalise(text: string): string {
  let out = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  for (const [pattern, replacement] of JOINED) out = out.replace(pattern, replacement);
  return out.trim();
}

/** The words that count, at most MAX_SEARCH_WORDS of them, each cut to a sane length. */
export function searchWords(text: string): string[] {
  const words = normalise(text)
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * What must match, clause by clause (every clause; any spelling in one), or null when nothing searchable
 * was typed (the search is then ignored). Each engine spells it in its own syntax (db/dialect.ts).
 */
export function searchClauses(text: string): string[][] | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  return words.map((word) => [...(byWord.get(word) ?? byWord.get(word.replace(/s$/, '')) ?? [word])]);
}
