import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsCalendar } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('icsCalendar', () => {
  it('writes CRLF lines, a DTSTAMP, UTC times, all-day dates and the status', () => {
    const text = icsCalendar(
      'Smokehouse',
      [
        {
          uid: 'order-1@brokenbow.events',
          start: { at: '2027-03-05T23:00:00.000Z' },
          end: { at: '2027-03-06T02:00:00.000Z' },
          summary: 'Buffet for Ann',
          status: 'CONFIRMED',
        },
        {
          uid: 'order-2@brokenbow.events',
          start: { day: '2027-03-07' },
          end: { day: '2027-03-08' },
          summary: 'Tent',
          status: 'TENTATIVE',
        },
      ],
      new Date('2027-01-02T03:04:05.678Z'),
    );
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(text).toContain(
      'BEGIN:VEVENT\r\nUID:order-1@brokenbow.events\r\nDTSTAMP:20270102T030405Z\r\nDTSTART:20270305T230000Z\r\nDTEND:20270306T020000Z\r\nSUMMARY:Buffet for Ann\r\nSTATUS:CONFIRMED\r\nEND:VEVENT',
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20270307\r\nDTEND;VALUE=DATE:20270308\r\n');
    expect(text).toContain('STATUS:TENTATIVE');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(escapeText('Ribs, beans; slaw\\sauce\nline two')).toBe(
      'Ribs\\, beans\\; slaw\\\\sauce\\nline two',
    );
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBe(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});
