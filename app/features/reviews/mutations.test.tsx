// @vitest-environment happy-dom
import type { ReviewPage } from '@contracts/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { setApiTransport } from '~/lib/api';
import { useCreateReview } from './mutations';
import { reviewKeys } from './queries';

vi.mock('~/components/ui/toast', () => ({ toast: vi.fn() }));

// Issue 27: a customer who has just reviewed a booking finds the review on the vendor's page, even
// though that page (and its reviews kept on the phone) was closed when the review was sent.

const page = (comments: string[]): ReviewPage =>
  ({ reviews: comments.map((comment) => ({ comment })), nextOffset: null }) as unknown as ReviewPage;

let asked: string[];
beforeEach(() => {
  asked = [];
  setApiTransport(async (path, init) => {
    asked.push(`${init.method ?? 'GET'} ${path}`);
    if (init.method === 'POST') return Response.json({ rating: 5, workerRating: null });
    return Response.json(page(['Brisket was perfect for our reunion', 'Older review']));
  });
});

it('asks for the vendor’s reviews again at once, page open or not', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(reviewKeys.vendor('v1'), { pages: [page(['Older review'])], pageParams: [0] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCreateReview('u1', { id: 'o1', vendorId: 'v1' }), { wrapper });
  await act(() => result.current.mutateAsync({ rating: 5, comment: 'Brisket was perfect for our reunion' }));
  await vi.waitFor(() =>
    expect(client.getQueryData<{ pages: ReviewPage[] }>(reviewKeys.vendor('v1'))?.pages[0]).toEqual(
      page(['Brisket was perfect for our reunion', 'Older review']),
    ),
  );
  expect(asked).toContain('GET /api/vendors/v1/reviews?offset=0&limit=10');
});
