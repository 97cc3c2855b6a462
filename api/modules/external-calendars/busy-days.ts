import { addDays, dayCount } from '../../contracts/availability';
import { townToday } from '../../contracts/dates';

/**
 * The Broken Bow days an iCalendar text says its owner is busy, from `today` to a year ahead.
 * All-day events busy each of their days (DTEND exclusive); timed ones each Broken Bow day they touch,
 * in UTC (…Z), in their TZID, or, floating, on Broken Bow's clock. Cancelled and free (TRANSPARENT)
 * events do not count. RRULE: FREQ=DAILY or WEEKLY with INTERVAL, COUNT and UNTIL repeat within the
 * year; any other rule (BYDAY, MONTHLY, …) counts only its first occurrence (docs/decisions.md).
 */
export function busyDaysOf(ics: string, now: Date): string[] {
  const today = townToday(now);
  const horizon = addDays(today, 365);
  const busy = new Set<string>();
  for (const event of vevents(ics)) {
    if (event.get('STATUS')?.value.toUpperCase() === 'CANCELLED') continue;
    if (event.get('TRANSP')?.value.toUpperCase() === 'TRANSPARENT') continue;
    const days = eventDays(event);
    if (!days) continue;
    const repeat = repeatOf(event.get('RRULE')?.value);
    // Occurrences that ended before today are skipped, not walked: a daily rule may be years old.
    const skip = repeat.stepDays
      ? Math.max(0, Math.floor((dayCount(days.last, today) - 1) / repeat.stepDays))
      : 0;
    const count = Math.min(repeat.count ?? Number.POSITIVE_INFINITY, skip + 367);
    for (let n = skip; n < count; n++) {
      const shift = n * repeat.stepDays;
      const first = addDays(days.first, shift);
      if (first > horizon || (repeat.until && first > repeat.until)) break;
      for (let day = first; day <= addDays(days.last, shift); day = addDays(day, 1))
        if (day >= today && day <= horizon) busy.add(day);
    }
  }
  return [...busy].sort();
}

type Property = { params: Record<string, string>; value: string };
type VEvent = Map<string, Property>;

/** Each VEVENT's properties, after unfolding (a line starting with a space or tab continues the last). */
function vevents(ics: string): VEvent[] {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const events: VEvent[] = [];
  let current: VEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map();
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const [name = '', ...params] = line.slice(0, colon).split(';');
      current.set(name.toUpperCase(), {
        params: Object.fromEntries(
          params.map((p) => {
            const [key = '', value = ''] = p.split('=');
            return [key.toUpperCase(), value.replace(/^"|"$/g, '')];
          }),
        ),
        value: line.slice(colon + 1).trim(),
      });
    }
  }
  return events;
}

/** The first and last Broken Bow day of one occurrence, or null when its DTSTART cannot be read. */
function eventDays(event: VEvent): { first: string; last: string } | null {
  const start = event.get('DTSTART');
  if (!start) return null;
  const end = event.get('DTEND');
  const startDate = /^(\d{4})(\d{2})(\d{2})$/.exec(start.value);
  if (startDate) {
    const first = `${startDate[1]}-${startDate[2]}-${startDate[3]}`;
    const endDate = end && /^(\d{4})(\d{2})(\d{2})$/.exec(end.value);
    const last = endDate ? addDays(`${endDate[1]}-${endDate[2]}-${endDate[3]}`, -1) : first;
    return { first, last: last < first ? first : last };
  }
  const startsAt = instantOf(start);
  if (startsAt === null) return null;
  const endsAt = end ? instantOf(end) : null;
  const first = townToday(new Date(startsAt));
  // An end at midnight ends the day before: the busy time stops as that day starts.
  const last = endsAt !== null && endsAt > startsAt ? townToday(new Date(endsAt - 1)) : first;
  return { first, last };
}

/** A DATE-TIME as epoch ms: UTC with Z, else wall-clock time in its TZID (Broken Bow's when floating). */
function instantOf(property: Property): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(property.value);
  if (!m) return null;
  const wall = Date.UTC(
    +(m[1] ?? 0),
    +(m[2] ?? 1) - 1,
    +(m[3] ?? 1),
    +(m[4] ?? 0),
    +(m[5] ?? 0),
    +(m[6] ?? 0),
  );
  if (m[7] === 'Z') return wall;
  const zone = property.params.TZID ?? 'America/Chicago';
  // Twice, so a wall time near a daylight-saving change takes the offset in force at it.
  const guess = wall - offsetMs(zone, wall);
  return wall - offsetMs(zone, guess);
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();
/** How far `zone`'s clock is from UTC at `instant`; an unknown zone reads as Broken Bow's. */
function offsetMs(zone: string, instant: number): number {
  if (!formatters.has(zone)) {
    try {
      formatters.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        }),
      );
    } catch {
      formatters.set(zone, null);
    }
  }
  const format = formatters.get(zone) ?? formatters.get('America/Chicago');
  if (!format) return offsetMs('America/Chicago', instant);
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const local = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day,
    part.hour,
    part.minute,
    part.second,
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** How an RRULE repeats, as far as we follow it: every `stepDays`, `count` times, until a day. */
function repeatOf(rule: string | undefined): {
  stepDays: number;
  count: number | null;
  until: string | null;
} {
  const once = { stepDays: 0, count: 1, until: null };
  if (!rule) return once;
  const parts = Object.fromEntries(rule.split(';').map((p) => p.split('=').map((s) => s.toUpperCase())));
  const unit = parts.FREQ === 'DAILY' ? 1 : parts.FREQ === 'WEEKLY' ? 7 : 0;
  if (!unit || parts.BYDAY || parts.BYMONTHDAY || parts.BYSETPOS) return once;
  const interval = Math.max(1, Number(parts.INTERVAL) || 1);
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(parts.UNTIL ?? '');
  return {
    stepDays: unit * interval,
    // Without COUNT, the year ahead bounds it.
    count: Number(parts.COUNT) || null,
    until: until ? `${until[1]}-${until[2]}-${until[3]}` : null,
  };
}
