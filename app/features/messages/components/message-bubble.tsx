import { LinkedText } from '~/components/ui/linked-text';
import { sentAt } from '../subject';

type Props = {
  body: string;
  /** Drawn on the right, in the brand's colour. */
  mine: boolean;
  /** Who wrote it, for a reader who is neither side (the admin) and for screen readers. */
  author: string;
  createdAt: string | number;
  /** Not on the server yet: "Waiting to send", or why it was refused. */
  pending?: { failed: boolean; reason: string | null };
};

/** One message as text (links made safe), never as HTML. */
export function MessageBubble({ body, mine, author, createdAt, pending }: Props) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="message">
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[70%] ${
          mine ? 'rounded-br-sm bg-pine-700 text-white' : 'rounded-bl-sm border border-line bg-white text-ink'
        } ${pending ? 'opacity-90' : ''}`}
      >
        <p className="sr-only">{author}:</p>
        <p className="whitespace-pre-wrap break-words">
          <LinkedText text={body} />
        </p>
        <p className={`mt-1 text-right text-xs ${mine ? 'text-pine-100' : 'text-muted'}`}>
          {pending ? (
            pending.failed ? (
              <span className="font-semibold">Not sent: {pending.reason ?? 'refused'}</span>
            ) : (
              <span data-testid="waiting-to-send">Waiting to send</span>
            )
          ) : (
            sentAt(createdAt)
          )}
        </p>
      </div>
    </li>
  );
}
