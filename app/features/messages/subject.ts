import { formatLongDay } from '@contracts/dates';
import type { ThreadSubject } from '@contracts/threads';

const EVENT_WORDS: Record<string, string> = { corporate: 'Corporate event', other: 'Event' };

/** What a thread is about, in a line: "Hochatown Cabin Delivery · November 27, 2026" or "Wedding quote · January 16, 2027". */
export function subjectLine(subject: ThreadSubject): string {
  const day = subject.date ? formatLongDay(subject.date.slice(0, 10)) : 'date to be arranged';
  if (subject.kind === 'booking') return `${subject.serviceName ?? 'Booking'} · ${day}`;
  const event =
    EVENT_WORDS[subject.eventType] ?? subject.eventType.charAt(0).toUpperCase() + subject.eventType.slice(1);
  return `${event} quote · ${day}`;
}

let timeFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** When a message was sent, short: "3:05 PM" today, else "Nov 23, 3:05 PM", in the phone's own time. */
export function sentAt(iso: string | number, now = new Date()): string {
  const when = new Date(iso);
  timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return when.toDateString() === now.toDateString() ? timeFormat.format(when) : dayFormat.format(when);
}
