import type { ReactNode } from 'react';
import { Card, cardGrid, Facts, shortDate } from './states';

/** What an e-mail and a text have in common on their way out. */
type Outgoing = {
  id: string;
  to: string;
  status: 'pending' | 'sent' | 'failed';
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
};

const STATUS_WORDS: Record<Outgoing['status'], string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Not delivered',
};

type OutgoingListProps<T extends Outgoing> = {
  /** The list's accessible name: 'Outgoing mail'. */
  label: string;
  testId: string;
  messages: T[];
  heading: (message: T) => string;
  /** What follows the facts: the mail's text behind a toggle, say. */
  details?: (message: T) => ReactNode;
};

/**
 * Messages on their way out, newest first, one card each: where they go, whether they went, why not.
 * Outgoing mail and Outgoing texts are the same list with a different heading and body.
 */
export function OutgoingList<T extends Outgoing>({
  label,
  testId,
  messages,
  heading,
  details,
}: OutgoingListProps<T>) {
  return (
    <ul className={cardGrid} aria-label={label}>
      {messages.map((message) => (
        <Card key={message.id} testId={testId}>
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-semibold break-words">{heading(message)}</h3>
            <span className="shrink-0 rounded-full bg-lake-100 px-2.5 py-0.5 text-xs font-semibold text-lake-700">
              {STATUS_WORDS[message.status]}
            </span>
          </div>
          <Facts
            items={[
              ['To', message.to, 'wide'],
              ['Queued', shortDate(message.createdAt)],
              ['Sent', message.sentAt ? shortDate(message.sentAt) : '—'],
            ]}
          />
          {message.lastError && <p className="text-sm wrap-anywhere">Last error: {message.lastError}</p>}
          {details?.(message)}
        </Card>
      ))}
    </ul>
  );
}
