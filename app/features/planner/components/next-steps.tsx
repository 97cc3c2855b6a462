import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '~/components/ui/button';

export type Created = { name: string; waiting: boolean };

/**
 * After an event saved with no signal: it is on the phone, not on the server, so its own page (and
 * step 2's vendors, which the server chooses) waits for the sync. Say so, and what comes next.
 */
export function NextSteps({ created, onPlanAnother }: { created: Created; onPlanAnother: () => void }) {
  return (
    <section
      aria-labelledby="next-steps-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <div
        role="status"
        className={`rounded-xl p-4 ${created.waiting ? 'bg-lake-50 text-lake-700' : 'bg-pine-50 text-pine-800'}`}
        data-testid="event-saved-note"
      >
        {created.waiting ? (
          <>
            <strong>{created.name}</strong> is saved on this phone, waiting to sync. It reaches your account
            as soon as you are back online.
          </>
        ) : (
          <>
            <strong>{created.name}</strong> is saved to your account.
          </>
        )}
      </div>
      <h2 id="next-steps-title" className="text-xl font-bold text-pine-800">
        Step 2: Services
      </h2>
      <p className="text-muted">
        Once it has synced, open it from Your Events to choose vendors who are free on your date and serve
        your guests, see them against your budget, and book them together. Meanwhile, browse what Broken Bow
        has to offer.
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        <Link to="/catering" className={buttonClass('primary')}>
          Browse Catering
        </Link>
        <Link to="/packages" className={buttonClass('secondary')}>
          View Packages
        </Link>
        <Link to="/vendors" className={buttonClass('outline')}>
          Find Vendors
        </Link>
      </div>
      <Button variant="ghost" onClick={onPlanAnother}>
        Plan another event
      </Button>
    </section>
  );
}
