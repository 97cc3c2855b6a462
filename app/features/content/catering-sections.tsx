import { CUISINE_TYPES, PRICE_RANGE_LABELS } from '@contracts/enums';
import { Icon } from '~/components/ui/icons';
import { Rating } from '~/components/ui/rating';
import { SectionHeading } from '~/components/ui/section-heading';
import { CATERING_SIZES, CUISINE_BLURBS, SAMPLE_CATERERS } from './catering-data';
import { cuisineHref, ExactLink } from './exact-link';

export function SameDayNote() {
  return (
    <p className="flex items-start gap-3 rounded-xl border border-sunset-500 bg-white p-4">
      <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-sunset-600" />
      <span>
        <strong className="font-semibold">Same-day catering for orders over $200.</strong> Order by 11 am and
        participating kitchens will have it on your table by supper.
      </span>
    </p>
  );
}

export function CateringSizes() {
  return (
    <section aria-labelledby="sizes-title">
      <SectionHeading
        id="sizes-title"
        title="Catering for every size of event"
        text="Tell caterers your head count and they will quote the right menu and staff."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CATERING_SIZES.map((size) => (
          <li key={size.guests} className="flex flex-col rounded-xl border border-line bg-white p-5">
            <p className="text-sm font-semibold text-lake-700">{size.guests}</p>
            <h3 className="mt-1 text-lg font-semibold text-pine-800">{size.title}</h3>
            <p className="mt-2 flex-1 text-sm text-muted">{size.text}</p>
            <p className="mt-3 font-semibold text-sunset-700">{size.from}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SampleCaterers() {
  return (
    <section aria-labelledby="caterers-title">
      <SectionHeading id="caterers-title" title="Local caterers our hosts love" />
      <ul className="grid gap-4 md:grid-cols-2">
        {SAMPLE_CATERERS.map((caterer) => (
          <li
            key={caterer.name}
            className="flex flex-col overflow-hidden rounded-xl border border-line bg-white"
          >
            <img
              src={caterer.image}
              width={400}
              height={260}
              alt=""
              className="aspect-[2/1] h-auto w-full object-cover"
            />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-xs font-semibold tracking-wide text-lake-700 uppercase">
                {caterer.cuisine} · {caterer.place}
              </p>
              <h3 className="text-lg font-semibold text-pine-800">{caterer.name}</h3>
              <Rating value={caterer.rating} reviews={caterer.reviews} />
              <p className="text-sm">
                <span className="font-semibold">{caterer.priceRange}</span>{' '}
                <span className="text-muted">{PRICE_RANGE_LABELS[caterer.priceRange]}</span>
              </p>
              <p className="text-sm text-muted">{caterer.text}</p>
              <ul className="space-y-1 text-sm">
                {caterer.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2">
                    <Icon name="check" className="h-5 w-5 shrink-0 text-pine-600" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CuisineLinks() {
  return (
    <section aria-labelledby="cuisines-title">
      <SectionHeading
        id="cuisines-title"
        title="Browse by cuisine"
        text="From Southeast Oklahoma barbecue to wedding cakes."
      />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CUISINE_TYPES.map((cuisine) => (
          <li key={cuisine}>
            <ExactLink
              href={cuisineHref(cuisine)}
              className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 hover:border-pine-600 hover:bg-pine-50"
            >
              <span>
                <span className="block font-semibold text-pine-800">{cuisine}</span>
                <span className="block text-sm text-muted">{CUISINE_BLURBS[cuisine]}</span>
              </span>
              <span aria-hidden="true" className="text-lake-700">
                →
              </span>
            </ExactLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
