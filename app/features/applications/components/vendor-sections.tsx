import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { VENDOR_BENEFITS } from '../vendor-data';

export function VendorBenefits() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3" aria-label="Why list with us">
      {VENDOR_BENEFITS.map((benefit) => (
        <li key={benefit.title} className="flex gap-3 rounded-xl border border-line bg-white p-4">
          <Icon name="check" className="h-6 w-6 shrink-0 text-pine-600" />
          <div>
            <h2 className="font-semibold text-pine-800">{benefit.title}</h2>
            <p className="mt-1 text-sm text-muted">{benefit.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** After a submit the form is reset; this says what happens next and offers a fresh one. */
export function VendorSubmitted({ queued, onAnother }: { queued: boolean; onAnother: () => void }) {
  return (
    <section
      aria-labelledby="vendor-submitted-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
      data-testid="vendor-submitted"
    >
      <span className="grid h-12 w-12 place-items-center rounded-full bg-pine-50 text-pine-700">
        <Icon name="check" className="h-6 w-6" />
      </span>
      <h2 id="vendor-submitted-title" className="mt-4 text-2xl font-bold tracking-tight text-pine-800">
        {queued ? 'Your application is waiting to be sent' : 'Application received'}
      </h2>
      <p className="mt-2 text-muted">
        {queued
          ? 'It is saved on this device and will be sent when you are back online. '
          : "We'll review your application and contact you within 2-3 business days. "}
        Your listing appears in the vendor directory once it is approved, usually within 2-3 business days.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/vendors" className={buttonClass('secondary', 'px-6')}>
          Browse the directory
        </Link>
        <Button variant="outline" className="px-6" onClick={onAnother}>
          Apply for another business
        </Button>
      </div>
    </section>
  );
}
