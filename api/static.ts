import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './lib/context';

type PageRenderer = typeof import('../app/entry-server');

/** The renderer built from app/entry-server.tsx, answering its API calls in this process. */
async function loadRenderer(app: Hono<AppEnv>, file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  const renderer: PageRenderer = await import(pathToFileURL(resolve(file)).href);
  renderer.setApiTransport(async (path, init) => app.request(path, init));
  return renderer;
}

/**
 * Serves the built PWA: hashed assets are immutable for a year; the service worker, manifest and
 * HTML are revalidated every time so an update reaches phones. Public pages arrive drawn (the
 * renderer); every other client route gets the shell, index.html, for the app to draw.
 */
export async function serveBuiltApp(
  app: Hono<AppEnv>,
  root: string,
  rendererFile: string,
  publicOrigin: string,
): Promise<boolean> {
  const indexPath = resolve(root, 'index.html');
  if (!existsSync(indexPath)) return false;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const renderer = await loadRenderer(app, rendererFile);
  const page = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    const { pathname } = new URL(c.req.url);
    try {
      const nonce = c.get('secureHeadersNonce');
      const drawn = nonce ? await renderer?.render(c.req.raw, indexHtml, nonce, publicOrigin) : undefined;
      if (drawn && 'redirect' in drawn) return c.redirect(drawn.redirect, drawn.status === 301 ? 301 : 307);
      if (drawn) return c.html(drawn.html, drawn.status === 404 ? 404 : 200);
    } catch (error) {
      // A page that fails to draw still opens: the shell and the app in the browser draw it.
      console.error(`Could not render ${pathname}:`, error);
    }
    return c.html(indexHtml);
  };

  // Before the files: "/" would otherwise get the bare shell, index.html, which the service worker
  // precaches as /index.html and answers every offline navigation with.
  app.get('/', compress(), page);
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
  app.get('*', compress(), page);
  return true;
}
