// The bench's races: approved workers accepting one fresh job at the same moment, where exactly one
// may win, and customers paying at the same moment, each for a day of their own.
import Database from 'better-sqlite3';
import { approveWorkers, bookingDay, expectStatus } from './tool-client.mjs';

const GUESTS = 30;

/** `client` is tool-client's apiClient on the server that uses `database`; `service` takes 30 guests. */
export async function races({ call, register, book }, database, service, { workers: racers, checkouts }) {
  const customer = await register();
  expectStatus(await book(customer.cookie, service, { day: bookingDay(0), guests: GUESTS }));
  const workers = [];
  for (let i = 0; i < racers; i++) workers.push(await register('worker'));
  approveWorkers(
    database,
    workers.map((w) => w.id),
  );
  const db = new Database(database, { readonly: true });
  const ticket = db
    .prepare("select id from job_tickets where customer_id = ? and status = 'pending'")
    .get(customer.id);
  db.close();
  if (!ticket) throw new Error('the paid booking made no job ticket to race for');
  let started = performance.now();
  const answers = await Promise.all(
    workers.map((w) => call('POST', `/api/job-tickets/${ticket.id}/accept`, {}, w.cookie)),
  );
  const raceMs = performance.now() - started;
  const winners = answers.filter((a) => a.status === 200).length;
  const wrong = answers.find((a) => a.status !== 200 && a.status !== 409);
  if (winners !== 1 || wrong)
    throw new Error(
      `accept race: ${winners} winners; ${wrong ? `${wrong.status} ${JSON.stringify(wrong.json)}` : ''}`,
    );

  const customers = [];
  for (let i = 0; i < checkouts; i++) customers.push(await register());
  started = performance.now();
  const done = await Promise.all(
    customers.map((c, i) => book(c.cookie, service, { day: bookingDay(i + 1), guests: GUESTS })),
  );
  const checkoutMs = performance.now() - started;
  for (const answer of done) expectStatus(answer);
  console.log(
    `  ${racers}-way accept race: ${raceMs.toFixed(0)} ms, 1 winner, ${racers - 1} told it was taken`,
  );
  console.log(
    `  ${checkouts} concurrent checkouts (local provider): ${checkoutMs.toFixed(0)} ms, all completed`,
  );
  return {
    acceptRace: { ms: Math.round(raceMs), winners },
    concurrentCheckouts: { ms: Math.round(checkoutMs), completed: done.length },
  };
}
