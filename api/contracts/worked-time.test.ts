import { describe, expect, it } from 'vitest';
import {
  completionPayCents,
  minutesWords,
  OVERTIME_CAP_MINUTES,
  overtimePayCents,
  payForMinutes,
  workedTime,
} from './worked-time';

// README's pay by worked time: check-in to check-out in whole minutes, rounded up to the quarter
// hour; the booked hours always paid; past them overtime (at most 2 hours) for the vendor to approve.
const at = (clock: string) => `2026-12-05T${clock}:00.000Z`;

describe('worked time', () => {
  // 4:52 PM and 8:10 PM in Broken Bow (UTC−6).
  it('pays 4:52 → 8:10 PM on a 3-hour job its 3 hours and asks 30 minutes overtime', () => {
    expect(workedTime('2026-12-05T22:52:00.000Z', '2026-12-06T02:10:00.000Z', 180)).toEqual({
      workedMinutes: 198,
      paidMinutes: 180,
      overtimeMinutes: 30,
    });
  });

  it('pays a short job its booked hours: the pay the worker accepted is the least they get', () => {
    expect(workedTime(at('17:00'), at('18:01'), 180)).toEqual({
      workedMinutes: 61,
      paidMinutes: 180,
      overtimeMinutes: 0,
    });
    expect(workedTime(at('17:00'), at('17:00'), 180).paidMinutes).toBe(180);
  });

  it('rounds overtime up to the quarter hour', () => {
    expect(workedTime(at('17:00'), at('20:01'), 180).overtimeMinutes).toBe(15);
    expect(workedTime(at('17:00'), at('20:15'), 180).overtimeMinutes).toBe(15);
    expect(workedTime(at('17:00'), at('20:16'), 180).overtimeMinutes).toBe(30);
  });

  it('does not count a part minute', () => {
    expect(workedTime('2026-12-05T17:00:00.000Z', '2026-12-05T20:00:59.000Z', 180)).toEqual({
      workedMinutes: 180,
      paidMinutes: 180,
      overtimeMinutes: 0,
    });
  });

  it('asks at most 2 hours of overtime', () => {
    expect(OVERTIME_CAP_MINUTES).toBe(120);
    expect(workedTime(at('12:00'), at('20:00'), 180).overtimeMinutes).toBe(120);
  });

  it('counts a check-out before the check-in as no time worked', () => {
    expect(workedTime(at('18:00'), at('17:00'), 180)).toEqual({
      workedMinutes: 0,
      paidMinutes: 180,
      overtimeMinutes: 0,
    });
  });

  it('pays $5 a quarter hour', () => {
    expect(payForMinutes(15)).toBe(500);
    expect(payForMinutes(180)).toBe(6000);
    expect(payForMinutes(1)).toBe(33);
  });

  it('words overtime for the vendor', () => {
    expect(minutesWords(45)).toBe('45 min');
    expect(minutesWords(90)).toBe('1 h 30 min');
    expect(minutesWords(120)).toBe('2 h');
  });

  it('rounds the pay of part of a quarter hour to the nearest cent', () => {
    // 2 minutes at $20 an hour is 66.67 cents.
    expect(payForMinutes(2)).toBe(67);
  });

  it('pays a completed job its booked pay when no time was checked', () => {
    expect(
      completionPayCents({
        amountCents: 6_137,
        paidMinutes: null,
        overtimeMinutes: 0,
        overtimeStatus: 'none',
      }),
    ).toBe(6_137);
  });

  it('pays a completed job its paid minutes, less overtime already approved (that has its own entry)', () => {
    const ticket = { amountCents: 6_000, paidMinutes: 180, overtimeMinutes: 30 };
    expect(completionPayCents({ ...ticket, overtimeStatus: 'pending' })).toBe(6_000);
    expect(completionPayCents({ ...ticket, overtimeStatus: 'declined' })).toBe(6_000);
    expect(completionPayCents({ ...ticket, overtimeStatus: 'approved' })).toBe(5_000);
  });

  it('pays approved overtime its minutes at the hourly rate', () => {
    expect(
      overtimePayCents({
        amountCents: 6_000,
        paidMinutes: 180,
        overtimeMinutes: 45,
        overtimeStatus: 'approved',
      }),
    ).toBe(1_500);
  });

  it('words an hour or less of overtime', () => {
    expect(minutesWords(60)).toBe('1 h');
    expect(minutesWords(15)).toBe('15 min');
  });
});
