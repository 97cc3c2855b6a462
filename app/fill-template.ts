import type { PageMeta } from './lib/use-page-meta';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html with the drawn page (and the router's hydration scripts in it), its title and description. */
export function fillTemplate(template: string, body: string, meta: PageMeta): string {
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
  return html;
}
