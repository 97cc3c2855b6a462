// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterAll, expect, it } from 'vitest';
import { setApiTransport } from '~/lib/api';
import { useEarlierMessages } from './use-earlier-messages';

const asked: string[] = [];
const message = (id: string) => ({
  id,
  threadId: 't1',
  body: id,
  createdAt: id,
  mine: false,
  senderSide: 'vendor',
});
setApiTransport(async (path) => {
  asked.push(path);
  const first = path.includes(encodeURIComponent('c2|'));
  const page = first
    ? { thread: {}, messages: [message('m3'), message('m4')], before: 'c1|x' }
    : { thread: {}, messages: [message('m1'), message('m2')], before: null };
  return new Response(JSON.stringify(page), { status: 200 });
});
afterAll(() => setApiTransport((path, init) => fetch(path, init)));

it('pages back from the newest page by its cursor, oldest first, until the thread starts', async () => {
  const { result } = renderHook(() => useEarlierMessages('t1', 'c2|y'));
  expect(result.current.hasMore).toBe(true);
  await act(() => result.current.loadMore());
  expect(result.current.messages.map((m) => m.id)).toEqual(['m3', 'm4']);
  await act(() => result.current.loadMore());
  expect(result.current.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  expect(result.current.hasMore).toBe(false);
  expect(asked).toEqual([
    `/api/threads/t1/messages?before=${encodeURIComponent('c2|y')}`,
    `/api/threads/t1/messages?before=${encodeURIComponent('c1|x')}`,
  ]);
});
