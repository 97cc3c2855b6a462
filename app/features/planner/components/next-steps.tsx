import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '~/components/ui/button';

export type Created = { name: string; waiting: boolean };

const AFTER_SERVICES = [
  { step: 3, title: 'Vendors', text: 'Choose the local businesses and crews who will deliver them.' },
  { step: 4, title: 'Review', text: 'Check dates, guests and costs together, then book in one go.' },
] as const;

/**
 * Step 2 and beyond. SPEC section 2 says later steps are not built yet: say what they will do
 * and send the planner to the pages where the same choices can be made today.
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
        Next come the services: catering, a venue, a bar and rentals sized to your guest count. Choosing them
        right here is coming soon; until then, pick them from our catering, package and vendor pages, and a
        local planner can put it all together with you.
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
      <h3 className="font-bold text-pine-800">After that</h3>
      <ol className="space-y-3">
        {AFTER_SERVICES.map((item) => (
          <li key={item.step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-full border border-line text-sm font-bold text-muted"
            >
              {item.step}
            </span>
            <span>
              <span className="block font-semibold">{item.title}</span>
              <span className="block text-sm text-muted">{item.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <Button variant="ghost" onClick={onPlanAnother}>
        Plan another event
      </Button>
    </section>
  );
}
