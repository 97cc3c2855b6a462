import { Button } from '~/components/ui/button';
import { ConfirmButton } from '~/components/ui/confirm-button';
import { Field, inputClass } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';

type Props = {
  /** The private feed address; undefined while it loads. */
  url: string | undefined;
  /** What the feed holds, for the hint: "your bookings", "your accepted jobs". */
  holds: string;
  online: boolean;
  busy: boolean;
  onStopSharing: () => void;
};

/**
 * A private iCalendar address to paste into Google, Apple or Outlook calendar, with Copy and "Stop
 * sharing" (the old address stops working; a new one is shown). Shared by the vendor dashboard and
 * the worker's jobs page.
 */
export function CalendarFeedPanel({ url, holds, online, busy, onStopSharing }: Props) {
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Calendar feed address copied' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the address and copy it yourself.' });
    }
  };
  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="space-y-3 rounded-xl border border-line bg-white p-4"
    >
      <h3 id="calendar-feed-title" className="text-lg font-semibold">
        Calendar feed
      </h3>
      <Field
        label="Calendar feed address"
        hint={`Add it to Google, Apple or Outlook calendar to see ${holds} there. Keep it private: anyone with it can read them.`}
      >
        {(a11y) => (
          <input
            {...a11y}
            readOnly
            value={url ?? ''}
            placeholder={online ? 'Loading…' : 'Connect to see your calendar feed'}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} font-mono text-sm`}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!url} onClick={copy}>
          Copy
        </Button>
        <ConfirmButton
          label="Stop sharing"
          variant="danger"
          disabled={!url || !online || busy}
          title="Stop sharing this calendar feed?"
          description="Calendars using this address stop updating. You get a new address to share instead."
          confirmLabel="Stop sharing"
          onConfirm={onStopSharing}
        />
      </div>
    </section>
  );
}
