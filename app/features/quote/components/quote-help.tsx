import { NumberedSteps } from '~/components/ui/numbered-steps';

const nextSteps = (vendorName: string | undefined) => [
  { title: 'We review your request', text: `${vendorName ?? 'A local planner'} reads it within 24 hours.` },
  {
    title: 'Your custom quote is prepared',
    text: 'Priced with Broken Bow vendors for your date and guest count.',
  },
  { title: 'We contact you to discuss details', text: 'By phone or e-mail, whichever you prefer.' },
  { title: 'Book with confidence', text: 'Confirm the plan you like and book it securely online.' },
];

/**
 * SPEC section 2's help sidebar: how to reach us, and what happens after the form is sent; a request
 * to one vendor (`vendorName`) is read by that vendor, not by a planner.
 */
export function QuoteHelp({ vendorName }: { vendorName?: string }) {
  return (
    <aside aria-labelledby="quote-help-title" className="space-y-6">
      <section className="rounded-2xl border border-line bg-white p-5">
        <h2 id="quote-help-title" className="text-lg font-bold text-pine-800">
          Need help?
        </h2>
        <p className="mt-1 text-sm text-muted">
          Talk to a local planner, Monday to Friday, 9 am to 5 pm Central.
        </p>
        <ul className="mt-3 space-y-1">
          <li>
            <a
              href="tel:+15805550100"
              className="flex min-h-11 items-center font-semibold text-lake-700 underline"
            >
              (580) 555-0100
            </a>
          </li>
          <li>
            <a
              href="mailto:quotes@brokenbow.events"
              className="flex min-h-11 items-center font-semibold break-all text-lake-700 underline"
            >
              quotes@brokenbow.events
            </a>
          </li>
          <li className="text-sm text-muted">Broken Bow, Oklahoma</li>
        </ul>
      </section>
      <section aria-labelledby="next-title" className="rounded-2xl bg-pine-50 p-5">
        <h2 id="next-title" className="text-lg font-bold text-pine-800">
          What Happens Next
        </h2>
        <NumberedSteps steps={nextSteps(vendorName)} variant="compact" className="mt-3 space-y-3" />
      </section>
    </aside>
  );
}
