import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './lib/context';

/**
 * Serves the built PWA: hashed assets are immutable for a year; the service worker, manifest and
 * HTML are revalidated every time so an update reaches phones. Client routes fall back to index.html.
 */
export function serveBuiltApp(app: Hono<AppEnv>, root: string): boolean {
  const indexPath = resolve(root, 'index.html');
  if (!existsSync(indexPath)) return false;
  const indexHtml = readFileSync(indexPath, 'utf8');

  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        const immutable = path.includes(`${join(root, 'assets')}/`) || /\/assets\//.test(path);
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return true;
}
