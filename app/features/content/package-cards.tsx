import { PACKAGES } from '@contracts/packages';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icons';
import { SectionHeading } from '~/components/ui/section-heading';
import { PACKAGE_ADD_ONS, PACKAGE_DETAILS } from './packages-data';

export function PackageCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {PACKAGES.map((pkg) => {
        const details = PACKAGE_DETAILS[pkg.id];
        const search = { package: pkg.id, guests: pkg.guests };
        return (
          <li
            key={pkg.id}
            className={`relative flex flex-col rounded-2xl border bg-white p-6 ${
              details.popular ? 'border-2 border-sunset-500 shadow-md' : 'border-line'
            }`}
          >
            {details.popular && (
              <p className="absolute -top-3 left-6 rounded-full bg-sunset-700 px-3 py-0.5 text-xs font-semibold text-white">
                Most booked
              </p>
            )}
            <h2 className="text-xl font-bold text-pine-800">{pkg.name}</h2>
            <p className="mt-1 font-semibold text-lake-700">{pkg.guests} guests</p>
            <p className="mt-2 text-sm text-muted">{details.tagline}</p>
            <p className="mt-4">
              <span className="text-sm text-muted">Starting at </span>
              <span className="text-3xl font-bold text-ink">{details.price}</span>
            </p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {details.includes.map((item) => (
                <li key={item} className="flex gap-2">
                  <Icon name="check" className="h-5 w-5 shrink-0 text-pine-600" />
                  {item}
                </li>
              ))}
            </ul>
            <div className="mt-6 grid gap-2">
              <Link
                to="/quote"
                search={search}
                className={buttonClass(details.popular ? 'primary' : 'secondary')}
              >
                Get a Quote<span className="sr-only"> for the {pkg.name} package</span>
              </Link>
              <Link to="/vendors" search={search} className={buttonClass('outline')}>
                Browse Vendors<span className="sr-only"> for {pkg.guests} guests</span>
              </Link>
            </div>
          </li>
        );
      })}
      <li className="flex flex-col justify-center rounded-2xl border-2 border-dashed border-line bg-pine-50 p-6">
        <h2 className="text-xl font-bold text-pine-800">Something different?</h2>
        <p className="mt-2 text-sm text-muted">
          A sunrise elopement on the bluff, a fish fry for the whole church, a week-long family reunion across
          three cabins — tell us what you have in mind and we will put a custom package together.
        </p>
        <Link to="/quote" className={buttonClass('outline', 'mt-6')}>
          Request a Custom Quote
        </Link>
      </li>
    </ul>
  );
}

export function PackageAddOns() {
  return (
    <section
      aria-labelledby="addons-title"
      className="render-when-seen rounded-2xl border border-line bg-white p-6"
    >
      <SectionHeading
        id="addons-title"
        title="Add-ons for any package"
        text="Mix and match — your quote will include only what you choose."
      />
      <ul className="grid gap-x-8 sm:grid-cols-2">
        {PACKAGE_ADD_ONS.map((addOn) => (
          <li
            key={addOn.name}
            className="flex items-baseline justify-between gap-4 border-b border-line py-3 last:border-b-0 sm:[&:nth-last-child(2)]:border-b-0"
          >
            <span>{addOn.name}</span>
            <span className="shrink-0 text-sm font-semibold text-pine-700">{addOn.price}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
