import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchIcs } from './fetch-ics';
import { isPublicAddress } from './public-address';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const rules = { allowLoopbackHttp: true, maxBytes: 1_048_576, timeoutMs: 2_000 };

let server: Server | null = null;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

/** A fake calendar host on 127.0.0.1: each request answered by `answer`. */
async function fakeHost(answer: Parameters<typeof createServer>[1]) {
  server = createServer(answer);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('fetchIcs', () => {
  it('reads a text/calendar answer from the fake host when loopback http is allowed', async () => {
    const base = await fakeHost((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(ICS),
    );
    await expect(fetchIcs(`${base}/cal.ics`, rules)).resolves.toBe(ICS);
  });

  it('refuses http, and loopback over https, without the test switch', async () => {
    const base = await fakeHost((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(ICS),
    );
    const strict = { ...rules, allowLoopbackHttp: false };
    await expect(fetchIcs(`${base}/cal.ics`, strict)).rejects.toThrow('must start with https://');
    await expect(fetchIcs('https://127.0.0.1/cal.ics', strict)).rejects.toThrow('private network');
    await expect(fetchIcs('https://localhost/cal.ics', strict)).rejects.toThrow('private network');
  });

  it('refuses private, link-local, CGNAT, unique-local and IPv4-mapped addresses', async () => {
    for (const host of [
      '10.1.2.3',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '[fd00::1]',
      '[::ffff:10.0.0.1]',
    ])
      await expect(fetchIcs(`https://${host}/cal.ics`, rules)).rejects.toThrow('private network');
  });

  it('refuses a calendar over 1 MB and a redirect to a private address', async () => {
    const base = await fakeHost((req, res) => {
      if (req.url === '/away') res.writeHead(302, { Location: 'https://10.0.0.5/cal.ics' }).end();
      else res.writeHead(200, { 'Content-Type': 'text/calendar' }).end('X'.repeat(1_048_577));
    });
    await expect(fetchIcs(`${base}/big.ics`, rules)).rejects.toThrow('larger than 1 MB');
    await expect(fetchIcs(`${base}/away`, rules)).rejects.toThrow('private network');
  });

  it('gives up on a host slower than the time limit, and refuses what is not text/calendar', async () => {
    const base = await fakeHost((req, res) => {
      if (req.url === '/html') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>hi</p>');
      // The slow one never answers.
    });
    await expect(fetchIcs(`${base}/slow`, { ...rules, timeoutMs: 200 })).rejects.toThrow(
      'did not answer within 0.2 seconds',
    );
    await expect(fetchIcs(`${base}/html`, rules)).rejects.toThrow('text/calendar');
  });
});

describe('isPublicAddress', () => {
  it('tells public addresses from the ranges a fetch must not reach', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '::1',
      '172.16.0.1',
      '224.0.0.1',
      'fe80::1',
      'ff02::1',
      '::ffff:7f00:1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});
