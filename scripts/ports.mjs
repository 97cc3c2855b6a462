// Local ports for the servers the scripts start: one nobody uses, and whether one is free again.
import { createServer } from 'node:net';

const listenOn = (port) =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address();
      probe.close(() => done(bound));
    });
  });

/** A port no process listens on now (the system picks it). */
export const freePort = () => listenOn(0);

/** Whether nothing listens on `port` (a server left running would still hold it). */
export const portIsFree = (port) =>
  listenOn(port).then(
    () => true,
    () => false,
  );
