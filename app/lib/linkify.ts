/** A piece of a message: plain text, or a web address safe to open. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A run that starts with http:// or https://; a following ")", "." or "," is usually prose, not the address.
const URL_RUN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The address as a link target, only when it parses as http(s) and names a host; otherwise null. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits a message into text and http(s) links. The parts are drawn as React text and `<a>` elements,
 * never as HTML, so `<script>` in a message is shown as the characters it is; any other scheme
 * (`javascript:`, `data:`) stays text.
 */
export function linkify(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  const push = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of message.matchAll(URL_RUN)) {
    const start = match.index ?? 0;
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    push(message.slice(from, start));
    if (href) parts.push({ kind: 'link', text: address, href });
    else push(address);
    from = start + address.length;
  }
  push(message.slice(from));
  return parts;
}
