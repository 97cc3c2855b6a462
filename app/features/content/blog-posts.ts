export type BlogSection = { heading: string; text: string; list?: readonly string[] };

export type BlogPost = {
  id: string;
  title: string;
  author: string;
  /** ISO date, shown in long form. */
  date: string;
  readTime: string;
  category: string;
  image: { src: string; alt: string };
  excerpt: string;
  content: readonly BlogSection[];
};

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'event-planning-guide',
    title: 'The Complete Guide to Planning an Event in Broken Bow',
    author: 'Jessica Hartley',
    date: '2025-09-18',
    readTime: '7 min read',
    category: 'Planning Guide',
    image: {
      src: '/images/venue.svg',
      alt: 'A timber lodge with string lights on the shore of Broken Bow Lake',
    },
    excerpt:
      'From picking a date around the fall foliage to splitting your budget, here is how local hosts plan weddings, reunions and retreats that run smoothly.',
    content: [
      {
        heading: 'Start with the calendar',
        text: 'Broken Bow is busiest from late May through Labor Day and again in October and November, when the hardwoods in Beavers Bend turn. Book venues and caterers four to six months ahead for those weekends; a spring or winter weekday gives you more choice and better rates.',
      },
      {
        heading: 'Count your guests before you choose a venue',
        text: 'Your head count decides almost everything else: the venue, how many servers you need and whether a buffet or plated dinner makes sense. Make a firm guest list first, then look for a space that holds about ten percent more people than you expect.',
      },
      {
        heading: 'Split your budget the way the pros do',
        text: 'Local planners start from a simple split and adjust from there. Food and drink always take the biggest share, and the buffer is what keeps a surprise rainstorm or a late RSVP from becoming a crisis.',
        list: [
          '50% catering and beverages',
          '10% venue',
          '10% entertainment',
          '15% buffer for the unexpected',
          'The remaining 15% for photography, flowers and rentals',
        ],
      },
      {
        heading: 'Plan for the weather and the hills',
        text: 'Summer afternoons are hot and humid and storms roll in fast. Reserve a tent with your outdoor venue, and remember that cell signal drops out along the Mountain Fork River: share printed directions and gate codes with guests and vendors.',
      },
      {
        heading: 'Book your crew early',
        text: 'Setup, serving and cleanup crews are local people with day jobs. Once your date is set, book the hands you need for the day so nobody is folding chairs in their good clothes at midnight.',
      },
    ],
  },
  {
    id: 'catering-trends',
    title: 'Catering Trends Our Broken Bow Hosts Are Loving This Year',
    author: 'Marcus Bell',
    date: '2025-09-04',
    readTime: '5 min read',
    category: 'Catering',
    image: {
      src: '/images/restaurant.svg',
      alt: 'A plated barbecue dinner with fork, knife and iced tea beside the pines',
    },
    excerpt:
      'Live-fire stations, family-style platters and grown-up mocktails: what local caterers are serving at weddings and gatherings around the lake.',
    content: [
      {
        heading: 'Live-fire cooking as the main event',
        text: 'Guests want to see and smell dinner being made. Pitmasters carving brisket to order and wood-fired pizza trailers parked beside the pavilion turn the meal into entertainment, and they suit the outdoor venues around Hochatown.',
      },
      {
        heading: 'Family-style platters over plated dinners',
        text: 'Big shared platters of smoked chicken, skillet cornbread and summer vegetables get people talking across the table. They cost less in staff than a plated dinner and feel right at a cabin or barn.',
      },
      {
        heading: 'Local and seasonal on the menu',
        text: 'Caterers are building menus around what is nearby: Oklahoma beef, catfish, peaches in summer and pecans in the fall. Ask your caterer what is in season the week of your event.',
      },
      {
        heading: 'Mocktails that are more than an afterthought',
        text: 'More hosts ask for a zero-proof bar next to the cocktails: blackberry-lavender lemonade, sparkling peach tea and cold brew. Mobile bars now offer a full non-alcoholic menu for drivers, kids and anyone heading out on the lake at dawn.',
      },
      {
        heading: 'Late-night snacks',
        text: 'Around ten o’clock a tray of sliders, breakfast tacos or a s’mores station by the fire pit brings the dance floor back to life. Plan for about half your guests to take one.',
      },
    ],
  },
];
