import type { BookingTone, BookingWords } from '@contracts/booking-words';
import { Pill, type Tone } from './pill';

const TONE: Record<BookingTone, Tone> = { good: 'good', wait: 'pending', off: 'bad' };

/** A booking's state as bookingWords says it ("Request sent", "Confirmed", "Declined"), in its colour. */
export function BookingPill({ words }: { words: BookingWords }) {
  return <Pill tone={TONE[words.tone]}>{words.label}</Pill>;
}
