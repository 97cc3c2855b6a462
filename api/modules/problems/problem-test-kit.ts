import type { ProblemView } from '../../contracts/problems';
import { type Client, ORIGIN } from '../../test/harness';

export const NO_SHOW = { kind: 'no_show', details: 'Nobody came with the buffet; we ordered pizza.' };

/** POST /api/orders/:id/problem as the booking page sends it: a form, each photo a "photo" field. */
export async function fileReport(
  client: Client,
  orderId: string,
  fields: Record<string, string> = NO_SHOW,
  photos: Buffer[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const bytes of photos)
    form.append('photo', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }));
  const res = await client.app.request(`${ORIGIN}/api/orders/${orderId}/problem`, {
    method: 'POST',
    headers: { Origin: ORIGIN, Cookie: client.cookie },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as ProblemView & { message: string } };
}
