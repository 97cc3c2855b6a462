/**
 * A small iCalendar (RFC 5545) writer for our feeds: no library for it is installed, and a feed needs
 * only VEVENTs. Timed events are written in UTC (…Z), so no VTIMEZONE is needed; a booking without a
 * time is an all-day event (VALUE=DATE).
 */

/** When an event happens: a whole Broken Bow day ("2027-03-05") or an instant (ISO, any zone). */
export type IcsWhen = { day: string } | { at: string };

export type IcsEvent = {
  uid: string;
  start: IcsWhen;
  /** For a day, the day after the last one (RFC 5545: DTEND is exclusive). */
  end: IcsWhen;
  summary: string;
  status: 'TENTATIVE' | 'CONFIRMED';
  description?: string;
};

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT values: backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with one space, and a
 * UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts toward its 75.
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** "20271012T230000Z" from an ISO instant. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const whenProperty = (name: 'DTSTART' | 'DTEND', when: IcsWhen) =>
  'day' in when ? `${name};VALUE=DATE:${when.day.replace(/-/g, '')}` : `${name}:${utcStamp(when.at)}`;

/** A whole VCALENDAR, CRLF line ends, folded, ready to serve as text/calendar. */
export function icsCalendar(name: string, events: IcsEvent[], now: Date): string {
  const stamp = utcStamp(now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Broken Bow Events//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      whenProperty('DTSTART', event.start),
      whenProperty('DTEND', event.end),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${event.status}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
