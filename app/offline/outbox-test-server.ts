import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the next request gets instead of the server's normal answer: an error answer, a dropped
 * connection (before or after the record is stored), or an answer held until `release()`.
 */
export type Scripted =
  | { status: number; message: string }
  | { drop: 'before-store' | 'after-store' }
  | { hold: true };

type Seen = { method: string; path: string; id: string };

/**
 * A tiny real HTTP server in front of which the engine's real `fetch` runs (tests mock nothing of
 * ours). Create calls behave as the API's do: a record per client id, the same id again answers the
 * record it already has (200) instead of making another.
 */
export async function startOutboxTestServer() {
  const records = new Map<string, Record<string, unknown>>();
  const seen: Seen[] = [];
  const script: Scripted[] = [];
  const held: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    const id = String(body.id);
    seen.push({ method: request.method ?? '', path: request.url ?? '', id });
    const next = script.shift();
    if (next && 'status' in next) return answer(response, next.status, { message: next.message, code: 'x' });
    if (next && 'drop' in next && next.drop === 'before-store') return request.socket.destroy();
    const existing = records.get(id);
    if (!existing) records.set(id, body);
    if (next && 'drop' in next) return request.socket.destroy();
    if (next && 'hold' in next) await new Promise<void>((resume) => held.push(resume));
    // A little time on the wire, so two sends at once would overlap and be counted.
    await new Promise((resolve) => setTimeout(resolve, 5));
    answer(response, existing ? 200 : 201, records.get(id));
  }

  const server = createServer((request, response) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    response.on('close', () => {
      inFlight -= 1;
    });
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    records,
    seen,
    script,
    mostInFlight: () => mostInFlight,
    heldCount: () => held.length,
    release: () => {
      for (const resume of held.splice(0)) resume();
    },
    reset() {
      records.clear();
      seen.length = 0;
      script.length = 0;
      mostInFlight = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
