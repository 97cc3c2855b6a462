/**
 * Drizzle's SQLite builder marks each parameter `?`; PostgreSQL numbers them `$1`, `$2`, … A `?` inside
 * a quoted string, a quoted name or a comment is text, not a parameter, and stays as it is.
 */
export function numberPlaceholders(query: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < query.length) {
    const ch = query[i] as string;
    const end = ch === "'" || ch === '"' ? closingQuote(query, i, ch) : commentEnd(query, i);
    if (end > i) {
      out += query.slice(i, end);
      i = end;
    } else {
      out += ch === '?' ? `$${++n}` : ch;
      i += 1;
    }
  }
  return out;
}

// Where a string or quoted name opened at `start` ends; a doubled quote inside it is the quote itself.
function closingQuote(query: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < query.length) {
    if (query[i] === quote) {
      if (query[i + 1] !== quote) return i + 1;
      i += 2;
    } else i += 1;
  }
  return query.length;
}

// Where a comment opened at `start` ends, or `start` when none opens there.
function commentEnd(query: string, start: number): number {
  if (query.startsWith('--', start)) {
    const line = query.indexOf('\n', start);
    return line === -1 ? query.length : line;
  }
  if (query.startsWith('/*', start)) {
    const close = query.indexOf('*/', start + 2);
    return close === -1 ? query.length : close + 2;
  }
  return start;
}
