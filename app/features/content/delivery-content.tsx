import { Icon } from '~/components/ui/icons';
import { Rating } from '~/components/ui/rating';
import { SectionHeading } from '~/components/ui/section-heading';

const SERVICE_TYPES = [
  {
    title: 'Restaurant Delivery',
    time: 'Delivered in 30-45 minutes',
    text: 'Hot meals from local kitchens to your cabin, campsite or rental house in Broken Bow and Hochatown.',
    points: ['Order for 2 or for 20', 'Contact-free drop at the porch', 'Live status by text'],
  },
  {
    title: 'Catering Drop-off',
    time: 'Scheduled to the minute',
    text: 'Trays, chafing dishes and serving utensils delivered and laid out on your buffet before guests arrive.',
    points: ['Sterno and serving ware included', 'Labeled dishes for allergies', 'Pickup the next morning'],
  },
  {
    title: 'Full Setup & Cleanup',
    time: 'A local crew on site',
    text: 'Tables, chairs, tents and string lights set up by local gig workers, then packed away after the last toast.',
    points: ['Setup, serving and cleanup crews', 'Trash hauled out of the park', 'Booked with your order'],
  },
] as const;

const SAMPLE_RESTAURANTS = [
  {
    name: 'Pine Needle Pizza Co.',
    cuisine: 'Wood-fired pizza',
    area: 'Broken Bow and the Mountain Fork campgrounds',
    rating: 4.3,
    reviews: 131,
    minimum: '$25 minimum',
  },
  {
    name: 'Casa del Río Cocina',
    cuisine: 'Mexican',
    area: 'Cabins and campsites along the Mountain Fork River',
    rating: 4.6,
    reviews: 98,
    minimum: '$30 minimum',
  },
  {
    name: 'Cedar Porch Café',
    cuisine: 'Breakfast & comfort food',
    area: 'Hochatown cabins, breakfast baskets by 9 am',
    rating: 4.5,
    reviews: 119,
    minimum: '$20 minimum',
  },
] as const;

export function DeliveryTypes() {
  return (
    <section aria-labelledby="types-title">
      <SectionHeading
        id="types-title"
        title="Three ways we deliver"
        text="From a pizza for the cabin to a fully staffed buffet on the lakeshore."
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {SERVICE_TYPES.map((type) => (
          <li key={type.title} className="flex flex-col rounded-xl border border-line bg-white p-5">
            <h3 className="text-lg font-semibold text-pine-800">{type.title}</h3>
            <p className="mt-1 text-sm font-semibold text-lake-700">{type.time}</p>
            <p className="mt-2 text-sm text-muted">{type.text}</p>
            <ul className="mt-3 space-y-1 text-sm">
              {type.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Icon name="check" className="h-5 w-5 shrink-0 text-pine-600" />
                  {point}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DeliveryRestaurants() {
  return (
    <section aria-labelledby="restaurants-title">
      <SectionHeading
        id="restaurants-title"
        title="Restaurants that deliver"
        text="A few of the local kitchens on the road tonight."
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {SAMPLE_RESTAURANTS.map((restaurant) => (
          <li
            key={restaurant.name}
            className="rounded-xl border border-line border-t-4 border-t-lake-600 bg-white"
          >
            <div className="flex flex-col gap-2 p-4">
              <p className="text-xs font-semibold tracking-wide text-lake-700 uppercase">
                {restaurant.cuisine}
              </p>
              <h3 className="text-lg font-semibold text-pine-800">{restaurant.name}</h3>
              <Rating value={restaurant.rating} reviews={restaurant.reviews} />
              <p className="text-sm text-muted">{restaurant.area}</p>
              <p className="text-sm">
                <span className="font-semibold">Delivery in 30-45 minutes</span> · {restaurant.minimum}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DeliveryArea() {
  return (
    <section aria-labelledby="area-title" className="rounded-2xl bg-lake-50 p-6">
      <h2 id="area-title" className="text-xl font-bold text-pine-800">
        Where we deliver
      </h2>
      <p className="mt-2 text-ink">
        Broken Bow, Hochatown, the Beavers Bend State Park cabins and the campgrounds along the Mountain Fork
        River. Cell signal is patchy in the hills: add your cabin name and gate code when you order and your
        driver will find you.
      </p>
    </section>
  );
}
