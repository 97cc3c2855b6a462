/**
 * The app path a notification opens, or null when its url is not one of ours: the list never sends
 * anyone to another site, whatever the server stored ("//evil.example" is another site too).
 */
export function openPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null;
  try {
    const parsed = new URL(url, 'https://app.invalid');
    return parsed.origin === 'https://app.invalid'
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : null;
  } catch {
    return null;
  }
}
