import type { OutgoingMailView } from '@contracts/admin';
import { OutgoingList } from './outgoing-list';

/**
 * Every e-mail as people receive it, newest first. Without an SMTP server (the embedded default) this
 * is where mail goes, so the team can still read what a customer was told.
 */
export function OutgoingMail({ messages }: { messages: OutgoingMailView[] }) {
  return (
    <OutgoingList
      label="Outgoing mail"
      testId="outgoing-mail"
      messages={messages}
      heading={(mail) => mail.subject}
      details={(mail) => (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-lake-700">Show message</summary>
          <pre className="font-sans whitespace-pre-wrap break-words">{mail.text}</pre>
        </details>
      )}
    />
  );
}
