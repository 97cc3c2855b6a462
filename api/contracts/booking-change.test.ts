import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingChangeSchema } from './booking-change';
import { issuesToFields } from './issues';

const fields = (input: unknown) => issuesToFields(v.safeParse(bookingChangeSchema, input).issues ?? []);

describe('a booking change', () => {
  it('may leave everything out, or change the day, times and guests', () => {
    expect(v.parse(bookingChangeSchema, {})).toEqual({});
    const change = { scheduledDate: '2026-12-05', selectedTime: '18:30', endTime: '23:00', guestCount: 80 };
    expect(v.parse(bookingChangeSchema, change)).toEqual(change);
  });

  it('clears a time with an empty one or null', () => {
    expect(v.parse(bookingChangeSchema, { selectedTime: '', endTime: null })).toEqual({
      selectedTime: '',
      endTime: null,
    });
  });

  it('asks for a date it can read, and one on the calendar', () => {
    expect(fields({ scheduledDate: '12/05/2026' })).toEqual({ scheduledDate: 'Please select an event date' });
    expect(fields({ scheduledDate: 20261205 })).toEqual({ scheduledDate: 'Please select an event date' });
    expect(fields({ scheduledDate: '2027-02-30' })).toEqual({
      scheduledDate: 'That date does not exist on the calendar',
    });
  });

  it('asks for times like 18:30 and 23:00', () => {
    expect(fields({ selectedTime: '6:30 PM' })).toEqual({ selectedTime: 'Time must look like 18:30' });
    expect(fields({ selectedTime: 1830 })).toEqual({ selectedTime: 'Time must look like 18:30' });
    expect(fields({ endTime: '24:00' })).toEqual({ endTime: 'End time must look like 23:00' });
    expect(fields({ endTime: 2300 })).toEqual({ endTime: 'End time must look like 23:00' });
  });

  it('takes guests as a cart line does, and nothing else', () => {
    expect(fields({ guestCount: 0 })).toEqual({ guestCount: 'Guest count must be at least 1' });
    expect(fields({ amount: '125.00' })).toEqual({ amount: 'Unexpected field' });
  });
});
