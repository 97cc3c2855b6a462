import { describe, expect, it } from 'vitest';
import { arrivalWindow, arrivalWindowWords } from './arrival-window';

// The window to arrive in ends at the arrival time: setup an hour before the event in a 30-minute
// window, a delivery half an hour before in a 15-minute one.
describe('arrival windows', () => {
  it('has a setup crew arrive between 4:30 and 5:00 PM for a 6 PM event', () => {
    const window = arrivalWindow('catering', '18:00');
    expect(window).toEqual({ arriveFrom: '16:30', arriveBy: '17:00' });
    expect(window && arrivalWindowWords(window)).toBe('Arrive between 4:30 and 5:00 PM');
  });

  it('has a delivery arrive between 5:15 and 5:30 PM for a 6 PM event', () => {
    expect(arrivalWindow('delivery', '18:00')).toEqual({ arriveFrom: '17:15', arriveBy: '17:30' });
  });

  it('names both halves of the day when the window crosses noon', () => {
    expect(arrivalWindowWords({ arriveFrom: '11:45', arriveBy: '12:15' })).toBe(
      'Arrive between 11:45 AM and 12:15 PM',
    );
  });

  it('never starts before midnight, and is none without a time', () => {
    expect(arrivalWindow('rentals', '01:00')).toEqual({ arriveFrom: '00:00', arriveBy: '00:00' });
    expect(arrivalWindow('catering', null)).toBeNull();
  });
});
