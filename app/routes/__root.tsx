import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet, Scripts } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { Footer } from '~/components/layout/footer';
import { Navbar } from '~/components/layout/navbar';
import { Page } from '~/components/layout/page';
import { StatusStrip } from '~/components/layout/status-strip';
import { buttonClass } from '~/components/ui/button';
import { useToasts } from '~/components/ui/toast';
import { lazyWidget } from '~/lib/lazy-widget';
import { markPageAdopted, useAdopted } from '~/lib/use-adopted';
import { Account } from './-account';

// The update prompt (and the service worker registration in it) is browser-only and needed late.
const UpdatePrompt = lazyWidget(() =>
  import('~/components/layout/update-prompt').then((m) => m.UpdatePrompt),
);
// The Radix toast view loads with the first toast of the visit, not with every page.
const Toaster = lazyWidget(() => import('~/components/ui/toaster').then((m) => m.Toaster));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const hasToasts = useToasts().length > 0;
  // Runs after the whole frame has been adopted (or drawn): a drawn page's controls answer from here.
  useEffect(() => {
    markPageAdopted();
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Navbar account={<Account />} />
      {/* The browser's own state (the server draws it for an online visitor: nothing). */}
      <StatusStrip />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {hasToasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <UpdatePromptSlot />
      {/* The router's hydration data on a drawn page: inline scripts that carry the request's CSP nonce
          and remove themselves as they run, so the browser's React finds nothing here to adopt, and
          its bundle need not carry the component (1.5 KB). */}
      {import.meta.env.SSR && <Scripts />}
    </div>
  );
}

/** The prompt registers the service worker: browser-only, once the page is the app's. */
function UpdatePromptSlot() {
  return useAdopted() ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

function NotFound() {
  return (
    <Page title="404 Page Not Found" intro="The page you are looking for does not exist or has moved.">
      <Link to="/" className={buttonClass('secondary')}>
        Go home
      </Link>
    </Page>
  );
}
