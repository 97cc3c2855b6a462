// Words for the demo reviews: invented customers of invented businesses, in the voice of real ones.

/** Past customers who left the demo reviews. They cannot sign in (their password hash is unusable). */
export const PAST_CUSTOMERS: [string, string][] = [
  ['Dana', 'Reed'],
  ['Marcus', 'Holloway'],
  ['Kelsey', 'Tran'],
  ['Wade', 'Pruitt'],
  ['Lorena', 'Castillo'],
  ['Tyler', 'Beckham'],
  ['Shawna', 'Littlefield'],
  ['Eli', 'Nakamura'],
  ['Brooke', 'Ashworth'],
  ['Curtis', 'Bigpond'],
  ['Jolene', 'Farris'],
  ['Ramon', 'Estrada'],
  ['Hannah', 'Whitfield'],
  ['Derek', 'Oyelaran'],
  ['Misty', 'Carver'],
  ['Quinn', 'Delacroix'],
  ['Tasha', 'Greenwood'],
  ['Bo', 'Hensley'],
  ['Priya', 'Raman'],
  ['Cody', 'Wolfe'],
  ['Anita', 'Blackfox'],
  ['Grant', 'Sutter'],
  ['Leah', 'Moberly'],
  ['Javier', 'Ochoa'],
];

/** By stars: what a customer might say. The business's own words are never named, so any fits. */
export const REVIEW_WORDS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Everything arrived on time and exactly as we planned. Our guests are still talking about it.',
    'They made our cabin weekend easy. Friendly, organised and the quality was outstanding.',
    'Booked for my parents’ anniversary and it was perfect from the first call to the cleanup.',
    'Worth every penny. Clear communication, no surprises on the bill, and a great team.',
    'We have used a lot of vendors around Broken Bow and this was the best experience by far.',
    'They handled a last-minute change in headcount without any fuss. Highly recommend.',
    'Professional, kind and on top of every detail. Our wedding day went off without a hitch.',
  ],
  4: [
    'Really good overall. Set-up ran a few minutes late, but everything else was excellent.',
    'Great quality and friendly people. Would book again for our next family reunion.',
    'Very happy with the result. A bit pricey, but you get what you pay for.',
    'Good communication before the event and a solid job on the day.',
  ],
  3: [
    'Decent, but not quite what the listing promised. The staff were polite and tried hard.',
    'Fine for the price. We had to chase a couple of details the week before.',
  ],
  2: ['Arrived late and we were short on a few items. They did offer a partial refund afterwards.'],
  1: ['Not what we booked: the day felt rushed and our messages went unanswered for days.'],
};

export const VENDOR_REPLIES = [
  'Thank you so much! It was a pleasure being part of your day.',
  'We appreciate you taking the time to write this. Hope to see you again at the lake!',
  'Thank you for the kind words, and for choosing a local business.',
  'Thanks for the honest feedback. We have talked it over as a team and made changes.',
];
