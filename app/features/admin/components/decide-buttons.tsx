import { Button } from '~/components/ui/button';

type DecideProps = { name: string; busy: boolean; disabled: boolean; onDecide: (approve: boolean) => void };

/** Approve and Reject for one application; the names say whose it is to a screen reader. */
export function Decide({ name, busy, disabled, onDecide }: DecideProps) {
  return (
    <div className="mt-auto grid grid-cols-2 gap-2 border-t border-line pt-3">
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => onDecide(true)}
        aria-label={`Approve ${name}`}
      >
        {busy ? 'Saving...' : 'Approve'}
      </Button>
      <Button
        variant="danger"
        disabled={disabled}
        onClick={() => onDecide(false)}
        aria-label={`Reject ${name}`}
      >
        Reject
      </Button>
    </div>
  );
}
