import { readFileSync } from 'node:fs';

// common-passwords.txt: the 10,000 most frequent passwords of zxcvbn-ts's breach-derived list
// (@zxcvbn-ts/language-common 4.1.3, MIT), lower-cased, one a line, most common first. Read on
// first use, not at import, so processes that never register never pay for it.
let list: Set<string> | undefined;
function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list;
}

// 'Password123', 'summer2026!' and 'monkey!!' are guessed right after their base word, so a short
// tail of digits and symbols does not make a listed word safe; a long random tail does.
const GUESSABLE_TAIL = 6;
const MIN_BASE = 4;

export function isCommonPassword(password: string): boolean {
  const candidate = password.normalize('NFKC').trim().toLowerCase();
  const words = commonPasswords();
  if (words.has(candidate)) return true;
  const tail = /[^\p{L}]+$/u.exec(candidate)?.[0] ?? '';
  if (tail.length === 0 || tail.length > GUESSABLE_TAIL) return false;
  const base = candidate.slice(0, -tail.length);
  return base.length >= MIN_BASE && words.has(base);
}
