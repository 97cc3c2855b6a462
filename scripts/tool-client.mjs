// The API as the bench and the soak drive it, with the fields a person's booking form sends: JSON
// calls with a session cookie, sign-ups, approved workers, and a booking paid through the embedded
// provider's checkout. One copy, so a new required field is added here once.
import Database from 'better-sqlite3';

// Catering, delivery and rentals must say where the event is (api/contracts/event-address.ts).
const EVENT_ADDRESS = '118 Mountain Fork Dr, Broken Bow, OK 74728';
const FIRST_DAY = Date.UTC(2031, 0, 1);

/**
 * The nth day from 2031-01-01. A vendor takes one event a day (vendors.daily_capacity), so every
 * booking a tool makes gets a day of its own: a day already taken would be refused as fully booked.
 */
export const bookingDay = (n) => new Date(FIRST_DAY + n * 86_400_000).toISOString().slice(0, 10);

/** Throws, saying what the server answered, unless it answered `status`. */
export function expectStatus(answer, status = 200) {
  if (answer.status !== status)
    throw new Error(`${answer.path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
}

/** `onAnswer` sees every answer (the soak counts them); `prefix` names the accounts it signs up. */
export function apiClient(base, { prefix, onAnswer = () => {} }) {
  async function call(method, path, body, cookie) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    const answer = {
      path,
      status: res.status,
      json: text ? JSON.parse(text) : null,
      cookie: res.headers.get('set-cookie')?.split(';')[0],
    };
    onAnswer(answer);
    return answer;
  }

  let made = 0;
  async function register(role = 'customer') {
    made += 1;
    const name = `${prefix}${made}_${Date.now().toString(36)}`;
    const res = await call('POST', '/api/register', {
      username: name,
      email: `${name}@example.com`,
      password: `${prefix}-password-1`,
      role,
    });
    expectStatus(res, 201);
    return { id: res.json.id, cookie: res.cookie };
  }

  /**
   * Adds one service on `day` to the cart and pays for the cart with the test card that succeeds.
   * Answers the checkout's completion, or the first step that failed.
   */
  async function book(cookie, { vendorId, serviceId }, { day, guests }) {
    // A start and an end, as the form asks of a service priced per hour (4 h, past any demo minimum).
    const line = {
      vendorId,
      serviceId,
      selectedDate: day,
      selectedTime: '18:00',
      endTime: '22:00',
      guestCount: guests,
      eventAddress: EVENT_ADDRESS,
    };
    const added = await call('POST', '/api/cart/items', line, cookie);
    if (added.status >= 400) return added;
    const intent = await call('POST', '/api/cart/checkout', {}, cookie);
    if (intent.status >= 400) return intent;
    // A cart that owes nothing has no payment to confirm.
    if (intent.json.clientSecret) {
      const card = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
      const paid = await call(
        'POST',
        '/api/payments/local/confirm',
        { clientSecret: intent.json.clientSecret, ...card },
        cookie,
      );
      if (paid.status >= 400) return paid;
    }
    return call('POST', '/api/checkout/complete', { cartId: intent.json.cartId }, cookie);
  }

  return { call, register, book };
}

/** Whether `database` names a PostgreSQL server (a URL) rather than a SQLite file (a path). */
export const isPostgresUrl = (database) => /^postgres(ql)?:\/\//.test(database);

/**
 * The server's database as the tools read and write it beside the API, on either engine: a SQLite
 * path opens better-sqlite3, a `postgres://` URL a small node-postgres pool. `all` answers rows as
 * objects; `run` answers nothing. Write `?` for parameters (numbered `$1…` for PostgreSQL, outside
 * quotes only) and SQL both accept: booleans as `= true`, not `= 1`.
 */
export async function openToolDatabase(database) {
  if (isPostgresUrl(database)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: database, max: 2 });
    return {
      all: async (sql, params = []) => (await pool.query(numbered(sql), params)).rows,
      run: async (sql, params = []) => {
        await pool.query(numbered(sql), params);
      },
      close: () => pool.end(),
    };
  }
  const db = new Database(database);
  return {
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql, params = []) => {
      db.prepare(sql).run(...params);
    },
    close: async () => db.close(),
  };
}

// `?` becomes `$1`, `$2`, …, except inside a quoted string or name.
function numbered(sql) {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (token) => (token === '?' ? `$${++n}` : token));
}

/** Runs `work` with the database open, closing it however `work` ends. */
async function withToolDatabase(database, work) {
  const db = await openToolDatabase(database);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Active services that take `guests`, optionally of one category, from the server's database. */
export function bookableServices(database, guests, category) {
  return withToolDatabase(database, (db) =>
    db.all(
      `select s.vendor_id as "vendorId", s.id as "serviceId" from services s join vendors v on v.id = s.vendor_id
       where v.is_active = true and s.is_active = true and coalesce(s.min_guests, 0) <= ? and coalesce(s.max_guests, 1000) >= ?
       ${category ? 'and s.category = ?' : ''}`,
      category ? [guests, guests, category] : [guests, guests],
    ),
  );
}

/** Makes these signed-up workers approved gig workers, as an admin's review would. */
export function approveWorkers(database, userIds) {
  return withToolDatabase(database, async (db) => {
    for (const id of userIds)
      await db.run(
        "insert into gig_workers (id, user_id, first_name, last_name, email, phone, positions, availability, status) values (?, ?, 'T', 'W', 'tool@example.com', '5805550100', '[]', '[]', 'approved')",
        [crypto.randomUUID(), id],
      );
  });
}
