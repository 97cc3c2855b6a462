import type { OutgoingMailView } from '@contracts/admin';
import { Card, cardGrid, Facts, shortDate } from './states';

const STATUS_WORDS: Record<OutgoingMailView['status'], string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Not delivered',
};

/**
 * Every e-mail as people receive it, newest first. Without an SMTP server (the embedded default) this
 * is where mail goes, so the team can still read what a customer was told.
 */
export function OutgoingMail({ messages }: { messages: OutgoingMailView[] }) {
  return (
    <ul className={cardGrid} aria-label="Outgoing mail">
      {messages.map((mail) => (
        <Card key={mail.id} testId="outgoing-mail">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-semibold break-words">{mail.subject}</h3>
            <span className="shrink-0 rounded-full bg-lake-100 px-2.5 py-0.5 text-xs font-semibold text-lake-700">
              {STATUS_WORDS[mail.status]}
            </span>
          </div>
          <Facts
            items={[
              ['To', mail.to, 'wide'],
              ['Queued', shortDate(mail.createdAt)],
              ['Sent', mail.sentAt ? shortDate(mail.sentAt) : '—'],
            ]}
          />
          {mail.lastError && <p className="text-sm wrap-anywhere">Last error: {mail.lastError}</p>}
          <details className="text-sm">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-lake-700">
              Show message
            </summary>
            <pre className="font-sans whitespace-pre-wrap break-words">{mail.text}</pre>
          </details>
        </Card>
      ))}
    </ul>
  );
}
