import type { SavedVendors } from '@contracts/favorites';
import type { VendorCard } from '@contracts/vendors';

/**
 * The server's side of the favourites API as the phone's tests meet it (app/ may not import the
 * server): PUT and DELETE /api/favorites/:vendorId, idempotent; an id it does not list is a 404.
 */
export function fakeFavoritesApi(listed: readonly VendorCard[]) {
  const saved: string[] = [];
  const sent: string[] = [];
  let reachable = true;
  const notFound = () => Response.json({ message: 'Vendor not found', code: 'not_found' }, { status: 404 });
  const transport = async (path: string, init: RequestInit) => {
    if (!reachable) throw new TypeError('Failed to fetch');
    const method = init.method ?? 'GET';
    sent.push(`${method} ${path}`);
    if (path === '/api/favorites') {
      const vendors = saved.flatMap((id) => listed.filter((v) => v.id === id));
      return Response.json({ vendors, shared: false } satisfies SavedVendors);
    }
    const vendorId = decodeURIComponent(path.replace('/api/favorites/', ''));
    if (!listed.some((v) => v.id === vendorId)) return notFound();
    const at = saved.indexOf(vendorId);
    if (method === 'PUT' && at < 0) saved.unshift(vendorId);
    if (method === 'DELETE' && at >= 0) saved.splice(at, 1);
    return new Response(null, { status: 204 });
  };
  return {
    transport,
    saved,
    sent,
    setReachable: (value: boolean) => {
      reachable = value;
    },
  };
}
