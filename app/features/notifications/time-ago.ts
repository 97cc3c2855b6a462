const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let dayFormat: Intl.DateTimeFormat | undefined;

/** When it happened, as people say it: "Just now", "5 min ago", "3 h ago", "Yesterday", "4 days ago", "Nov 3". */
export function timeAgo(iso: string, now = new Date()): string {
  const when = new Date(iso);
  const gone = now.getTime() - when.getTime();
  if (gone < MINUTE) return 'Just now';
  if (gone < HOUR) return `${Math.floor(gone / MINUTE)} min ago`;
  if (gone < DAY) return `${Math.floor(gone / HOUR)} h ago`;
  const days = Math.floor(gone / DAY);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  dayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  return dayFormat.format(when);
}
