import { GIG_POSITIONS } from '@contracts/enums';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { SectionHeading } from '~/components/ui/section-heading';
import { GIG_BENEFITS, POSITIONS } from '../gig-data';

const HERO_FACTS = [
  { value: '$15-25', label: 'an hour, on average' },
  { value: 'Weekly', label: 'pay for completed gigs' },
  { value: '2-3 days', label: 'to review your application' },
] as const;

/**
 * `onTheCrew`: an approved gig worker, who has nothing to apply for and goes to the job board. It is
 * false on the server's drawing (a signed-out visitor) and until the app has adopted the page, so the
 * drawn page and the adopted one agree; the link changes after that, on its own.
 */
export function GigHero({ onTheCrew = false }: { onTheCrew?: boolean }) {
  return (
    <section className="border-b border-line bg-pine-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-14">
        <div>
          <p className="text-sm font-semibold tracking-wide text-lake-700 uppercase">
            Gig work around Broken Bow Lake
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-pine-800 sm:text-5xl">
            Earn $15-25 an hour on your schedule
          </h1>
          <p className="mt-4 text-lg text-muted">
            Deliver catering to Hochatown cabins, set up lakeside weddings and help reunions run smoothly.
            Take the gigs that fit your week and get paid every week.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {onTheCrew ? (
              <Link to="/worker-jobs" className={buttonClass('primary', 'px-6')}>
                Open the Job Board
              </Link>
            ) : (
              <a href="#apply" className={buttonClass('primary', 'px-6')}>
                Apply now
              </a>
            )}
            <a href="#next-steps" className={buttonClass('outline', 'px-6')}>
              How it works
            </a>
          </div>
        </div>
        <div>
          <img
            src="/images/rentals.svg"
            width={400}
            height={260}
            alt="A white event tent with tables and chairs set up on a lawn among pines"
            className="h-auto w-full rounded-2xl border border-line shadow-sm"
          />
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {HERO_FACTS.map((fact) => (
              <div key={fact.value} className="rounded-xl bg-white p-3 shadow-sm">
                <dt className="sr-only">{fact.label}</dt>
                <dd className="text-lg font-bold text-pine-800 sm:text-xl">{fact.value}</dd>
                <dd className="text-xs text-muted">{fact.label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

export function GigBenefits() {
  return (
    <section aria-labelledby="benefits-title">
      <SectionHeading
        id="benefits-title"
        title="Why work gigs with us"
        text="Real work for real neighbors, on the days you choose."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {GIG_BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border border-line bg-white p-5">
            <Icon name="check" className="h-6 w-6 text-pine-600" />
            <h3 className="mt-2 text-lg font-semibold text-pine-800">{benefit.title}</h3>
            <p className="mt-1 text-sm text-muted">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GigPositions() {
  return (
    <section aria-labelledby="positions-title">
      <SectionHeading
        id="positions-title"
        title="Open positions"
        text="Choose one or more when you apply. No experience needed for most gigs."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {GIG_POSITIONS.map((position) => (
          <li key={position} className="rounded-xl border border-line bg-white p-5">
            <h3 className="text-lg font-semibold text-pine-800">{POSITIONS[position].label}</h3>
            <p className="mt-1 text-sm text-muted">{POSITIONS[position].description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
