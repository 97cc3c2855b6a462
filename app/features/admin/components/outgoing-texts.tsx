import type { OutgoingTextView } from '@contracts/admin';
import { OutgoingList } from './outgoing-list';

/**
 * Every text message as people receive it, newest first: a text is short, so its words are the card's
 * heading. Without Twilio (the embedded default) this is where texts go.
 */
export function OutgoingTexts({ texts }: { texts: OutgoingTextView[] }) {
  return (
    <OutgoingList
      label="Outgoing texts"
      testId="outgoing-text"
      messages={texts}
      heading={(text) => text.body}
    />
  );
}
