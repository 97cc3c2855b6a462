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
// script becomes data for public/start-app.js, which fetches it after that paint.
const scriptsAfterPaint: Plugin = {
  name: 'scripts-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      if (!entry) throw new Error('scripts-after-paint: no entry script in index.html');
      const tag = `<script defer src="/start-app.js" data-entry="${entry[1]}"></script>`;
      return html.replace(entry[0], '').replace('</head>', `    ${tag}\n  </head>`);
    },
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
    }),
    react(),
    tailwindcss(),
    scriptsAfterPaint,
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
            // The libraries every start loads, in two files that match the two start stages
            // (app/main.tsx) instead of two dozen small ones that each cost a request and compress
            // worse alone.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'tanstack', test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]/ },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
