import { type QueuedCheck, WAITING_WORDS } from '../queued-checks';

/** A check-in or check-out kept on the phone: said plainly, and why when the server refused it. */
export function CheckWaiting({ check }: { check: QueuedCheck }) {
  return (
    <p
      role="status"
      data-testid="check-waiting"
      className="rounded-lg bg-sunset-500/10 px-3 py-2 text-sm font-medium"
    >
      {check.status === 'failed'
        ? `Not sent: ${check.reason ?? 'refused by the server'}`
        : WAITING_WORDS[check.step]}
    </p>
  );
}
