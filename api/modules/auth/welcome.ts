import type { PublicUser } from '../../contracts/auth';
import type { SIGN_UP_ROLES } from '../../contracts/enums';
import type { Executor } from '../../db/client';
import { notify } from '../../notifications/notify';

type Welcome = { title: string; body: string; url: string; facts: string[] };

/** What each kind of new account does next, in its first e-mail. */
const WELCOMES: Record<(typeof SIGN_UP_ROLES)[number], Welcome> = {
  customer: {
    title: 'Welcome to Broken Bow Events: plan your event',
    body: 'Your account is ready. Here is how to get your event going.',
    url: '/vendors',
    facts: [
      '1. Browse local vendors: caterers, venues, photographers, DJs and rentals.',
      '2. Plan your event in the Event Planner: it lists what to book and by when.',
      '3. Ask for quotes, compare the offers, and book with a card.',
    ],
  },
  vendor: {
    title: 'Welcome to Broken Bow Events: finish your vendor application',
    body: 'Your account is ready. Two steps and your business is listed.',
    url: '/vendor-signup',
    facts: [
      '1. Finish your vendor application: your business and what you offer.',
      '2. Pick a plan once we approve it, and your page goes live for customers.',
    ],
  },
  worker: {
    title: 'Welcome to Broken Bow Events: finish your worker profile',
    body: 'Your account is ready. Two steps and you can take jobs.',
    url: '/gig-workers#apply',
    facts: [
      '1. Finish your worker profile: the short application with the positions you work and when you are free.',
      '2. Once we approve it, turn on job alerts on the Job Board ("Notify me about new jobs"), so you hear of new jobs first.',
    ],
  },
};

/** The welcome e-mail of a new account: once per account, whatever retries the sign-up. */
export async function welcome(db: Executor, user: PublicUser, now: Date) {
  const role = user.role === 'vendor' || user.role === 'worker' ? user.role : 'customer';
  await notify(db, { userId: user.id, kind: 'welcome', about: 'welcome', ...WELCOMES[role] }, now);
}
