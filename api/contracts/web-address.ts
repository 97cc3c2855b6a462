/**
 * An address a browser opens as a web page: http or https, with a host and no credentials. Vendors
 * type their own website and everyone sees it as a link, so javascript:, data:, file: and the like
 * are never stored nor linked.
 */
export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  );
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The href for a stored website, or null when it must not be a link. A bare 'example.com' (older
 * rows, seed data typed by hand) is read as https; any other scheme is refused, not rewritten.
 */
export function websiteHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const address = HAS_SCHEME.test(text) ? text : `https://${text}`;
  return isWebAddress(address) ? address : null;
}
