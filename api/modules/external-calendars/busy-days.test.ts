import { describe, expect, it } from 'vitest';
import { busyDaysOf } from './busy-days';

// 2027-03-01 18:00 UTC: Monday, March 1, 2027 in Broken Bow.
const NOW = new Date('2027-03-01T18:00:00Z');
const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR'].join(
    '\r\n',
  );

describe('busyDaysOf', () => {
  it('busies each day of an all-day event, DTEND not included', () => {
    const ics = calendar(['DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270313', 'SUMMARY:Trip']);
    expect(busyDaysOf(ics, NOW)).toEqual(['2027-03-10', '2027-03-11', '2027-03-12']);
  });

  it('puts a UTC time on its Broken Bow day: 03:00 UTC is the evening before', () => {
    const ics = calendar(['DTSTART:20270320T030000Z', 'DTEND:20270320T040000Z']);
    expect(busyDaysOf(ics, NOW)).toEqual(['2027-03-19']);
  });

  it('reads a TZID time in its zone, and a timed event past midnight busies both days', () => {
    const ics = calendar(
      ['DTSTART;TZID=America/New_York:20270405T003000', 'DTEND;TZID=America/New_York:20270405T005000'],
      ['DTSTART;TZID=America/Chicago:20270410T220000', 'DTEND;TZID=America/Chicago:20270411T020000'],
      ['DTSTART:20270415T090000', 'DTEND:20270416T000000'],
    );
    // 00:30-00:50 in New York is 23:30-23:50 the evening before in Broken Bow; ending at midnight ends the 15th.
    expect(busyDaysOf(ics, NOW)).toEqual(['2027-04-04', '2027-04-10', '2027-04-11', '2027-04-15']);
  });

  it('unfolds long lines, and skips cancelled, free and past events', () => {
    const ics = calendar(
      ['DTSTART;VALUE=DATE:20270320', 'SUMMARY:A long line that', ' continues here'],
      ['DTSTART;VALUE=DATE:20270321', 'STATUS:CANCELLED'],
      ['DTSTART;VALUE=DATE:20270322', 'TRANSP:TRANSPARENT'],
      ['DTSTART;VALUE=DATE:20270220'],
    );
    expect(busyDaysOf(ics, NOW)).toEqual(['2027-03-20']);
  });

  it('repeats DAILY and WEEKLY rules with INTERVAL, COUNT and UNTIL; a BYDAY rule counts once', () => {
    const ics = calendar(
      ['DTSTART;VALUE=DATE:20270301', 'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=3'],
      ['DTSTART;VALUE=DATE:20270401', 'RRULE:FREQ=DAILY;UNTIL=20270403'],
      ['DTSTART;VALUE=DATE:20270501', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU'],
    );
    expect(busyDaysOf(ics, NOW)).toEqual([
      '2027-03-01',
      '2027-03-15',
      '2027-03-29',
      '2027-04-01',
      '2027-04-02',
      '2027-04-03',
      '2027-05-01',
    ]);
  });

  it('follows a years-old weekly rule to today and stops a year ahead', () => {
    const ics = calendar(['DTSTART;VALUE=DATE:20200102', 'RRULE:FREQ=WEEKLY']);
    const days = busyDaysOf(ics, NOW);
    expect(days[0]).toBe('2027-03-04');
    expect(days.at(-1)).toBe('2028-02-24');
    expect(days).toHaveLength(52);
  });
});
