import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The top-level manifest.webmanifest is the one source; the PWA plugin emits and links it.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));
const apiPort = process.env.API_PORT ?? '3001';

// Public pages arrive drawn (api/static.ts), so the app's code waits for the first paint: the entry
// script becomes data for public/start-app.js, which fetches it after that paint. The bare shell (a
// signed-in screen) has nothing to paint first, so start-app.js fetches the whole start at once there:
// the build lists it (the entry, its stages and what they import) in data-start.
const scriptsAfterPaint: Plugin = {
  name: 'scripts-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, chunk }) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      if (!entry || !bundle || !chunk) throw new Error('scripts-after-paint: no entry script in index.html');
      const start = new Set<string>();
      const visit = (file: string) => {
        const output = bundle[file];
        if (start.has(file) || output?.type !== 'chunk') return;
        start.add(file);
        for (const imported of output.imports) visit(imported);
      };
      visit(chunk.fileName);
      for (const stage of chunk.dynamicImports) visit(stage);
      const files = [...start].map((file) => `/${file}`).join(' ');
      const tag = `<script defer src="/start-app.js" data-entry="${entry[1]}" data-start="${files}"></script>`;
      return html.replace(entry[0], '').replace('</head>', `    ${tag}\n  </head>`);
    },
  },
};

// What app/boot.tsx imports, filled in once the module graph is known: the 'start' chunk group below.
// boot.tsx itself stays out of that chunk. It awaits the screen's chunk (top-level await), and every
// screen's chunk imports the shared start chunk: with boot.tsx inside it, each would wait for the
// other and the app would never start.
const bootImports = new Set<string>();
const findBootImports: Plugin = {
  name: 'find-boot-imports',
  apply: 'build',
  buildEnd() {
    for (const id of this.getModuleIds())
      if (/[\\/]app[\\/]boot\.tsx$/.test(id))
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) bootImports.add(dep);
  },
};

// `vite build --ssr` makes the page renderer the server loads (api/static.ts): one self-contained file
// outside dist/, so no server code is ever served, with React's production build inside it.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@contracts': fileURLToPath(new URL('./api/contracts', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './app/routes',
      generatedRouteTree: './app/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader travels with its screen: the start would otherwise carry every route's
      // queries (about 6 KB in 7 more files), and a loader is only needed with its screen.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent'],
          ['notFoundComponent'],
          ['pendingComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    scriptsAfterPaint,
    findBootImports,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'app',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,ico,woff2}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 3000,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', copyPublicDir: false, sourcemap: false }
    : // The manifest lets the size budget follow everything the app loads before it starts.
      {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        // No script-inserted <link rel=modulepreload>: each costs 1-3 ms of main thread, and the start
        // appended dozens in one task. The browser follows a chunk's imports itself; after the first
        // visit the service worker has them all precached.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // What a phone fetches to open a page, in a few files instead of three dozen: on a
            // high-latency link each file costs a round of headers (about 1 KB here) and small files
            // compress worse alone. The stages of app/main.tsx stay apart: React, then the app.
            // `npm run test:size` measures the result in a browser (scripts/check-size.mjs).
            codeSplitting: {
              groups: [
                // Stage one: React and React DOM, with the entry's two small helpers (the later
                // stages share them; React's modules are wrapped, so nothing of React runs before
                // app/main.tsx asks for react-dom/client).
                {
                  name: 'react',
                  priority: 2,
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper|app[\\/]lib[\\/]next-task/,
                },
                // Stage two: everything boot.tsx imports, with their imports (a group takes its
                // modules' dependencies): the router with every route's stub, TanStack (all of it: the
                // rest is small and most screens want it), the layout, the API client. boot.tsx
                // itself is the small chunk that imports it (findBootImports, above); lazy screens
                // and widgets (the update prompt, Dexie and the outbox, Radix) keep chunks of their own.
                {
                  name: 'start',
                  priority: 1,
                  test: (id: string) =>
                    bootImports.has(id) ||
                    /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/.test(id) ||
                    // The loaders' own imports: the home, directory and vendor pages all fetch
                    // through them at once, and as files of their own they were two more rounds.
                    /app[\\/](lib[\\/]wait-on-server|features[\\/]vendors[\\/]queries)\.ts$/.test(id),
                },
                // The small presentational kit most screens use, in one file (the toast view, the
                // confirm dialog, the dialog panel, the photo lightbox and their Radix stay lazy: only
                // signed-in screens or a tapped photo open them; in this group they put Radix's dialog, 13 KB, on every page; the tabs and
                // the switch are for signed-in screens and the sign-in page only, the star picker for reviewing
                // and rating a worker).
                {
                  name: 'ui',
                  test: /app[\\/](components[\\/]ui[\\/](?!toaster|confirm-button|dialog-panel|lightbox|tabs|switch|star-picker)|features[\\/]content[\\/]cta-band)/,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
