import { MESSAGE_MAX_LENGTH } from '@contracts/threads';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { inputClass } from '~/components/ui/field';
import { useSendMessage } from '../mutations';

/** Writing to the other side: a labelled box, the characters left, and Send (Ctrl/Cmd+Enter sends too). */
export function Composer({ userId, threadId, to }: { userId: string; threadId: string; to: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  const send = useSendMessage(userId, threadId);
  const trimmed = body.trim();
  const left = MESSAGE_MAX_LENGTH - body.length;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || trimmed.length > MESSAGE_MAX_LENGTH || send.isPending) return;
    send.mutate(trimmed, { onSuccess: () => setBody('') });
  };

  return (
    <form
      onSubmit={submit}
      className="mt-4 rounded-xl border border-line bg-white p-3"
      aria-label="Write a message"
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Message to {to}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        aria-describedby={`${id}-left`}
        className={`${inputClass} mt-1 resize-y`}
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <p
          id={`${id}-left`}
          className={`text-xs ${left < 100 ? 'text-sunset-700' : 'text-muted'}`}
          aria-live="polite"
        >
          {left < 100 ? `${left} characters left` : `Up to ${MESSAGE_MAX_LENGTH} characters`}
        </p>
        <Button type="submit" disabled={!trimmed || send.isPending}>
          Send
        </Button>
      </div>
    </form>
  );
}
