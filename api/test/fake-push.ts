import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's side of a push subscription: its P-256 key pair and auth secret. */
export function makeSubscriber() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
export type Subscriber = ReturnType<typeof makeSubscriber>;

/** Decrypts an RFC 8291 aes128gcm body with the subscriber's keys, as the browser would. */
export function decryptPush(body: Buffer, subscriber: Subscriber): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = subscriber.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscriber.ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hmac(hmac(subscriber.auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

type Received = { path: string; body: Buffer; headers: Record<string, string | string[] | undefined> };

/**
 * A push service on 127.0.0.1: records what it receives and answers each path with the statuses
 * queued for it (201 when none), so tests can play 410 Gone or 503 then 201.
 */
export async function startFakePushService() {
  const received: Received[] = [];
  const scripted = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, body: Buffer.concat(chunks), headers: req.headers });
      const status = scripted.get(path)?.shift() ?? 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    received,
    respond: (name: string, ...statuses: number[]) => scripted.set(`/push/${name}`, statuses),
    to: (name: string) => received.filter((r) => r.path === `/push/${name}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
