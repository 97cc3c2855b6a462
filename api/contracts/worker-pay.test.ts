import { describe, expect, it } from 'vitest';
import { arrivalTime, HOURLY_CENTS, workerHours, workerPayCents } from './worker-pay';

// README's worker pay rule: $20 an hour; a delivery 1 hour plus 1 per 100 guests begun; setup and
// cleanup 2 hours plus 1 per 50 guests begun; never more than 8 hours; no guest count is one guest.
describe('worker pay', () => {
  it('is $20 an hour', () => {
    expect(HOURLY_CENTS).toBe(2_000);
  });

  it('pays a delivery 1 hour plus 1 per 100 guests begun', () => {
    expect(workerHours('delivery', 1)).toBe(2);
    expect(workerHours('delivery', 100)).toBe(2);
    expect(workerHours('delivery', 101)).toBe(3);
    expect(workerHours('delivery', 150)).toBe(3);
    expect(workerPayCents('delivery', 150)).toBe(6_000);
    expect(workerHours('delivery', 200)).toBe(3);
    expect(workerHours('delivery', 201)).toBe(4);
  });

  it('pays setup and cleanup 2 hours plus 1 per 50 guests begun', () => {
    expect(workerHours('catering', 20)).toBe(3);
    expect(workerPayCents('catering', 20)).toBe(6_000);
    expect(workerHours('rentals', 50)).toBe(3);
    expect(workerHours('venue', 51)).toBe(4);
    expect(workerPayCents('catering', 150)).toBe(10_000);
  });

  it('never pays more than 8 hours', () => {
    expect(workerHours('catering', 300)).toBe(8);
    expect(workerHours('catering', 301)).toBe(8);
    expect(workerPayCents('catering', 1_000)).toBe(16_000);
    expect(workerHours('delivery', 700)).toBe(8);
    expect(workerHours('delivery', 701)).toBe(8);
  });

  it('pays a job without a guest count (or with none) as one guest', () => {
    expect(workerHours('delivery', null)).toBe(2);
    expect(workerPayCents('delivery', null)).toBe(4_000);
    expect(workerHours('catering', null)).toBe(3);
    expect(workerHours('catering', 0)).toBe(3);
  });

  // Issue 29: shifts follow the real hours. The crew arrives an hour before the start.
  it('pays setup and cleanup for a booking with an end time from arrival to the end, when longer', () => {
    const hall = { selectedTime: '19:00', endTime: '01:00' };
    expect(workerHours('venue', 40, hall)).toBe(7);
    expect(workerPayCents('venue', 40, hall)).toBe(14_000);
    expect(workerHours('rentals', 40, { selectedTime: '19:00', endTime: '21:10' })).toBe(3.25);
    expect(workerPayCents('rentals', 40, { selectedTime: '19:00', endTime: '21:10' })).toBe(6_500);
    // Shorter than the guest rule's hours: the guest rule.
    expect(workerHours('catering', 150, { selectedTime: '19:00', endTime: '20:00' })).toBe(5);
    // Long shifts are paid in full.
    expect(workerHours('venue', 40, { selectedTime: '10:00', endTime: '22:00' })).toBe(13);
  });

  it('pays a delivery by its guests whatever the booked hours, and a booking without an end by its guests', () => {
    expect(workerHours('delivery', 40, { selectedTime: '19:00', endTime: '01:00' })).toBe(2);
    expect(workerHours('venue', 40, { selectedTime: '19:00', endTime: null })).toBe(3);
    expect(workerHours('venue', 40, { selectedTime: null, endTime: '23:00' })).toBe(3);
  });
});

describe('arrival', () => {
  it('is an hour before the event to set up and half an hour for a delivery, minutes kept', () => {
    expect(arrivalTime('venue', '18:30')).toBe('17:30');
    expect(arrivalTime('delivery', '18:45')).toBe('18:15');
    // Never before midnight of the event's day: the job is that day's.
    expect(arrivalTime('delivery', '00:10')).toBe('00:00');
    expect(arrivalTime('venue', null)).toBeNull();
  });
});
