// The bench's races: approved workers accepting one fresh job at the same moment, where exactly one
// may win, and customers paying at the same moment, each for a day of their own.
import { approveWorkers, bookingDay, expectStatus, openToolDatabase } from './tool-client.mjs';

const GUESTS = 30;

/**
 * `clients` are tool-client's apiClients, one per server on `database` (a SQLite path or a
 * `postgres://` URL); with several, the workers' accepts and the customers' checkouts are dealt out
 * across them in turn. `service` takes 30 guests; its bookings take the days from `firstDay` on, so
 * a second race on the same database asks for days the first left free.
 */
export async function races(clients, database, service, { workers: racers, checkouts, firstDay = 0 }) {
  const [first] = clients;
  const via = (i) => clients[i % clients.length];
  const customer = await first.register();
  expectStatus(await first.book(customer.cookie, service, { day: bookingDay(firstDay), guests: GUESTS }));
  const workers = [];
  for (let i = 0; i < racers; i++) workers.push(await via(i).register('worker'));
  await approveWorkers(
    database,
    workers.map((w) => w.id),
  );
  const db = await openToolDatabase(database);
  const [ticket] = await db
    .all("select id from job_tickets where customer_id = ? and status = 'pending'", [customer.id])
    .finally(() => db.close());
  if (!ticket) throw new Error('the paid booking made no job ticket to race for');
  let started = performance.now();
  const answers = await Promise.all(
    workers.map((w, i) => via(i).call('POST', `/api/job-tickets/${ticket.id}/accept`, {}, w.cookie)),
  );
  const raceMs = performance.now() - started;
  const winners = answers.filter((a) => a.status === 200).length;
  const wrong = answers.find((a) => a.status !== 200 && a.status !== 409);
  if (winners !== 1 || wrong)
    throw new Error(
      `accept race: ${winners} winners; ${wrong ? `${wrong.status} ${JSON.stringify(wrong.json)}` : ''}`,
    );

  const customers = [];
  for (let i = 0; i < checkouts; i++) customers.push(await via(i).register());
  started = performance.now();
  const done = await Promise.all(
    customers.map((c, i) =>
      via(i).book(c.cookie, service, { day: bookingDay(firstDay + i + 1), guests: GUESTS }),
    ),
  );
  const checkoutMs = performance.now() - started;
  for (const answer of done) expectStatus(answer);
  const across = clients.length > 1 ? ` across ${clients.length} instances` : '';
  console.log(
    `  ${racers}-way accept race${across}: ${raceMs.toFixed(0)} ms, 1 winner, ${racers - 1} told it was taken`,
  );
  console.log(
    `  ${checkouts} concurrent checkouts${across} (local provider): ${checkoutMs.toFixed(0)} ms, all completed`,
  );
  return {
    acceptRace: { ms: Math.round(raceMs), winners },
    concurrentCheckouts: { ms: Math.round(checkoutMs), completed: done.length },
  };
}
