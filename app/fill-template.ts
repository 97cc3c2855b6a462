import type { PageMeta } from './lib/use-page-meta';
import { escapeHtml, searchHead } from './search-head';

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The built index.html with the drawn page (and the router's hydration scripts in it), its title and
 * description, and, for a page that exists (`pathname`), what search engines and link previews read.
 */
export function fillTemplate(template: string, body: string, meta: PageMeta, pathname?: string): string {
  // React opens the page with preload hints for its images; they belong in <head>, where they start the
  // downloads sooner and leave #root exactly as the browser's React will find it.
  const hints = /^(?:<link [^>]*>)*/.exec(body)?.[0] ?? '';
  const page = body.slice(hints.length);
  // Replacer functions: the page's own "$" (price ranges) must not read as replacement patterns.
  let html = template
    .replace('</head>', () => `${hints}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page}</div>`);
  const { title, description } = meta;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, start: string, end: string) => `${start}${escapeHtml(description)}${end}`,
    );
  }
  if (pathname === undefined) return html;
  const fallback = {
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(template)?.[1] ?? ''),
    description: unescapeHtml(/<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1] ?? ''),
  };
  return html.replace('</head>', () => `${searchHead(meta, pathname, fallback)}</head>`);
}
