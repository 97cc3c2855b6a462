import { describe, expect, it } from 'vitest';
import {
  billedHours,
  endAfter,
  hoursProblem,
  hoursSum,
  linePrice,
  plannedTimes,
  pricedHours,
  timeRange,
} from './line-price';

const dj = { name: 'Party DJ', priceUnit: 'per hour', minHours: 3 };
const buffet = { name: 'BBQ Buffet', priceUnit: 'per person', minHours: null };
const tent = { name: 'Tent', priceUnit: 'per event', minHours: null };
const at = (selectedTime: string | null, endTime: string | null, guestCount: number | null = null) => ({
  selectedTime,
  endTime,
  guestCount,
});

describe('line price', () => {
  it('bills hours in quarter hours, rounding the length up', () => {
    expect(billedHours('19:00', '23:00')).toBe(4);
    expect(billedHours('23:00', '01:00')).toBe(2);
    expect(billedHours('07:00', '09:10')).toBe(2.25);
    expect(billedHours('07:00', '09:15')).toBe(2.25);
    expect(billedHours('07:00', '09:16')).toBe(2.5);
  });

  it('prices per hour as the rate times the billed hours, across midnight', () => {
    expect(linePrice(dj, 15_000, at('19:00', '23:00'))).toBe(60_000);
    expect(linePrice(dj, 15_000, at('22:00', '01:00'))).toBe(45_000);
    expect(linePrice(dj, 15_000, at('07:00', '10:10'))).toBe(48_750);
  });

  it('prices per person as the rate times the guests, and anything else as it is', () => {
    expect(linePrice(buffet, 1_850, at(null, null, 40))).toBe(74_000);
    expect(linePrice(tent, 90_000, at('19:00', '23:00', 40))).toBe(90_000);
  });

  it('asks a per-hour line for both times and its minimum hours, naming the service', () => {
    expect(hoursProblem(dj, at('19:00', null))).toEqual({
      message: 'Please choose a start and an end time for Party DJ: it is priced per hour',
      field: 'endTime',
      hint: 'Choose an end time',
    });
    expect(hoursProblem(dj, at(null, '23:00'))?.field).toBe('selectedTime');
    expect(hoursProblem(dj, at(null, '23:00'))).toEqual({
      message: 'Please choose a start and an end time for Party DJ: it is priced per hour',
      field: 'selectedTime',
      hint: 'Choose a start time',
    });
    expect(hoursProblem(dj, at('19:00', '21:45'))).toEqual({
      message: 'Party DJ is booked for at least 3 hours',
      field: 'endTime',
      hint: 'At least 3 hours',
    });
    expect(hoursProblem(dj, at('19:00', '22:00'))).toBeNull();
    expect(hoursProblem({ ...dj, minHours: null }, at('19:00', '19:30'))?.message).toBe(
      'Party DJ is booked for at least 1 hour',
    );
    expect(hoursProblem(tent, at(null, null))).toBeNull();
  });

  it('counts hours only for a per-hour line with both times', () => {
    expect(pricedHours('per hour', { selectedTime: '23:00', endTime: '01:00' })).toBe(2);
    expect(pricedHours('per hour', { selectedTime: '19:00', endTime: null })).toBeNull();
    expect(pricedHours('per event', { selectedTime: '19:00', endTime: '23:00' })).toBeNull();
  });

  it('says a per-hour sum and its times the way every screen shows them', () => {
    expect(hoursSum(4, 60_000)).toBe('4 h x $150.00 = $600.00');
    expect(hoursSum(2.25, 33_750)).toBe('2.25 h x $150.00 = $337.50');
    expect(timeRange('19:00', '23:00')).toBe('7:00 PM - 11:00 PM');
    expect(timeRange('23:00', '01:00')).toBe('11:00 PM - 1:00 AM');
  });

  it('plans a per-hour service from the event time for its minimum hours', () => {
    expect(endAfter('19:00', 3)).toBe('22:00');
    expect(endAfter('22:30', 3)).toBe('01:30');
    expect(plannedTimes(dj, '19:00')).toEqual({ selectedTime: '19:00', endTime: '22:00' });
    expect(plannedTimes(tent, '19:00')).toEqual({ selectedTime: '19:00', endTime: null });
  });
});
