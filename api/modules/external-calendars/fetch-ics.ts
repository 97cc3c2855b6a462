import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

/** How the server fetches a vendor's calendar: the limits, and whether loopback http is let through. */
export type FetchRules = {
  /** Tests' fake calendar server on 127.0.0.1 over http; never in production. */
  allowLoopbackHttp: boolean;
  maxBytes: number;
  timeoutMs: number;
};

/** 1 MB is years of a busy vendor's events; 10 s is a slow rural host, not a hanging one. */
export const CALENDAR_FETCH: Omit<FetchRules, 'allowLoopbackHttp'> = {
  maxBytes: 1_048_576,
  timeoutMs: 10_000,
};
const MAX_REDIRECTS = 3;

/** Why a calendar could not be read, in words the vendor is shown. */
export class CalendarFetchError extends Error {}

const isLoopback = (address: string) => /^127\.|^::1$|^::ffff:127\./i.test(address);

/** The host's addresses, every one of them public (or loopback, where allowed), else a refusal. */
async function checkedAddresses(url: URL, rules: FetchRules) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await lookup(host, { all: true, verbatim: true }).catch(() => {
    throw new CalendarFetchError(`The calendar's host ${host} was not found`);
  });
  const loopbackHttp = rules.allowLoopbackHttp && addresses.every((a) => isLoopback(a.address));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackHttp))
    throw new CalendarFetchError('The calendar address must start with https://');
  if (addresses.length === 0 || !(loopbackHttp || addresses.every((a) => isPublicAddress(a.address))))
    throw new CalendarFetchError('The calendar address points into a private network');
  return addresses;
}

type Answer = { status: number; location: string | null; body: string };

/**
 * One GET to the address that was checked (the request's own DNS lookup is replaced, so a second
 * answer from DNS cannot send it elsewhere), read up to the size limit.
 */
function getOnce(
  url: URL,
  address: { address: string; family: number },
  rules: FetchRules,
  signal: AbortSignal,
) {
  const pinned: LookupFunction = (_host, options, done) =>
    options.all ? done(null, [address]) : done(null, address.address, address.family);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: pinned, signal, headers: { Accept: 'text/calendar' } },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = status >= 300 && status < 400 ? (res.headers.location ?? null) : null;
        const type = res.headers['content-type'] ?? '';
        if (status === 200 && !/^text\/calendar\b/i.test(type)) {
          res.destroy();
          return reject(new CalendarFetchError('The address did not answer with a calendar (text/calendar)'));
        }
        if (Number(res.headers['content-length'] ?? 0) > rules.maxBytes) {
          res.destroy();
          return reject(new CalendarFetchError('The calendar is larger than 1 MB'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > rules.maxBytes) {
            res.destroy();
            reject(new CalendarFetchError('The calendar is larger than 1 MB'));
          } else chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, location, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * A vendor's calendar text from its address: https only; every address of the host public, and the
 * connection made to the address checked; each redirect checked again (at most 3); within the size
 * and time limits; answered as text/calendar.
 */
export async function fetchIcs(address: string, rules: FetchRules): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), rules.timeoutMs);
  const tooSlow = new Promise<never>((_, reject) =>
    abort.signal.addEventListener('abort', () =>
      reject(new CalendarFetchError(`The calendar did not answer within ${rules.timeoutMs / 1000} seconds`)),
    ),
  );
  // The race below takes its rejection; the abort in `finally` must not leave it unhandled.
  tooSlow.catch(() => undefined);
  try {
    let url = new URL(address);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const [first] = await Promise.race([checkedAddresses(url, rules), tooSlow]);
      if (!first) throw new CalendarFetchError('The calendar address points into a private network');
      const answer = await Promise.race([getOnce(url, first, rules, abort.signal), tooSlow]);
      if (answer.location) {
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status !== 200)
        throw new CalendarFetchError(`The calendar's server answered ${answer.status}`);
      if (!answer.body.includes('BEGIN:VCALENDAR'))
        throw new CalendarFetchError('The address did not answer with a calendar (text/calendar)');
      return answer.body;
    }
    throw new CalendarFetchError('The calendar address redirects too many times');
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    if (abort.signal.aborted)
      throw new CalendarFetchError(`The calendar did not answer within ${rules.timeoutMs / 1000} seconds`);
    throw new CalendarFetchError('The calendar could not be fetched');
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}
