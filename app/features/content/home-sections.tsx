import type { VendorCard } from '@contracts/vendors';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '~/components/ui/button';
import { NumberedSteps } from '~/components/ui/numbered-steps';
import { Rating } from '~/components/ui/rating';
import { SectionHeading } from '~/components/ui/section-heading';
import { FEATURED_WORDS, HOME_SERVICES, HOME_STEPS } from './home-data';

export function HomeHero() {
  return (
    <section className="border-b border-line bg-pine-50">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-lake-700 uppercase">
            Broken Bow · Hochatown · Beavers Bend
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-pine-800 sm:text-5xl">
            Your Complete Event Planning Platform
          </h1>
          <p className="mt-4 text-lg text-muted">
            Book local caterers, lakeside venues, bartenders and photographers — plus the crew to set it all
            up — for weddings, reunions and cabin weekends in Broken Bow, Oklahoma.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/event-planner" className={buttonClass('primary', 'px-6')}>
              Plan Your Event
            </Link>
            <Link to="/vendors" className={buttonClass('outline', 'px-6')}>
              Browse Services
            </Link>
          </div>
        </div>
        <img
          src="/images/hero.svg"
          width={1200}
          height={600}
          alt="Sunset over Broken Bow Lake: pine hills, a canoe on the water and a lakeside pavilion with string lights"
          className="h-auto w-full rounded-2xl border border-line shadow-sm"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}

export function HomeServices() {
  return (
    <section aria-labelledby="services-title">
      <SectionHeading
        id="services-title"
        title="Everything your event needs"
        text="One place for the food, the venue, the drinks and the hands to make it happen."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HOME_SERVICES.map((service) => (
          <li key={service.title}>
            <Link
              {...service.link}
              className="group flex h-full overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md sm:flex-col"
            >
              <img
                src={service.image}
                width={400}
                height={260}
                alt=""
                className="w-28 shrink-0 object-cover sm:h-auto sm:w-full"
              />
              <div className="flex flex-1 flex-col p-4">
                <h3 className="text-lg font-semibold text-pine-800">{service.title}</h3>
                <p className="mt-1 flex-1 text-sm text-muted">{service.text}</p>
                <span className="mt-3 font-semibold text-lake-700 group-hover:underline">
                  {service.action} <span aria-hidden="true">→</span>
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Three featured vendors from the directory, each opening its own page. The route hands them in
 * (a feature does not ask another feature for data); none yet, or none saved offline: the directory.
 */
export function HomeFeatured({ vendors }: { vendors: VendorCard[] | undefined }) {
  return (
    <section aria-labelledby="featured-title" className="render-when-seen">
      <SectionHeading
        id="featured-title"
        title="Featured local vendors"
        text="Neighbors our hosts book again and again."
      />
      {vendors && vendors.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-3">
          {vendors.map((vendor) => (
            <FeaturedCard key={vendor.id} vendor={vendor} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">
          <Link to="/vendors" className="font-semibold text-lake-700 underline">
            See every local vendor
          </Link>{' '}
          — caterers, venues, photographers and more.
        </p>
      )}
    </section>
  );
}

function FeaturedCard({ vendor }: { vendor: VendorCard }) {
  const words = FEATURED_WORDS[vendor.businessType];
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-white"
      data-testid="featured-card"
    >
      <img
        src={`/images/${vendor.businessType}.svg`}
        width={400}
        height={260}
        alt=""
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-lake-700 uppercase">
          {words.kind}
          {vendor.city && ` · ${vendor.city}`}
        </p>
        <h3 className="text-lg font-semibold text-pine-800">{vendor.businessName}</h3>
        <Rating value={Number(vendor.rating)} reviews={vendor.reviewCount} />
        {vendor.description && <p className="line-clamp-3 flex-1 text-sm text-muted">{vendor.description}</p>}
        <Link
          to="/vendor/$id"
          params={{ id: vendor.id }}
          className={buttonClass('secondary', 'mt-auto w-full')}
        >
          {words.action}
          <span className="sr-only">: {vendor.businessName}</span>
        </Link>
      </div>
    </li>
  );
}

export function HomeSteps() {
  return (
    <section aria-labelledby="steps-title" className="render-when-seen">
      <SectionHeading id="steps-title" title="How it works" />
      <NumberedSteps steps={HOME_STEPS} className="grid gap-4 md:grid-cols-3" />
    </section>
  );
}
