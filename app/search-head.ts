import type { PageMeta } from './lib/use-page-meta';

/** The picture a shared link shows when the page names none: the app's icon. */
const DEFAULT_IMAGE = '/icons/icon-512.png';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// "</script>" inside a string must not close the block; \u003c reads the same to a JSON parser.
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The tags search engines and link previews read: the canonical address (the path alone: a query
 * only filters or sorts what the path already shows), Open Graph and Twitter cards, and JSON-LD.
 */
export function searchHead(
  meta: PageMeta,
  pathname: string,
  fallback: { title: string; description: string },
): string {
  const origin = meta.origin ?? '';
  const url = new URL(pathname.replace(/(.)\/+$/, '$1'), origin).href;
  const title = meta.title ?? fallback.title;
  const description = meta.description ?? fallback.description;
  const image = new URL(meta.image ?? DEFAULT_IMAGE, origin).href;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Broken Bow Events" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    ...(meta.jsonLd ?? []).map((block) => `<script type="application/ld+json">${jsonInHtml(block)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}
