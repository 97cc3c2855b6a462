// @vitest-environment happy-dom
import type { PublicUser } from '@contracts/auth';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { connection } from '~/offline/connection';
import { startOwnData, userQuery } from './queries';

const remembering = (user: Pick<PublicUser, 'id'> | null) => {
  const queryClient = new QueryClient();
  if (user) queryClient.setQueryData(userQuery.queryKey, user as PublicUser);
  return queryClient;
};
const started = (queryClient: QueryClient) => {
  const ids: string[] = [];
  startOwnData(queryClient, (userId) => ids.push(userId));
  return ids;
};

describe('a loader starting the person’s own data', () => {
  afterEach(() => connection()?.answered());

  it('starts it for the person the phone remembers', () => {
    expect(started(remembering({ id: 'u1' }))).toEqual(['u1']);
  });

  it('starts nothing for a visitor the phone does not know', () => {
    expect(started(remembering(null))).toEqual([]);
  });

  it('starts nothing offline: the screen’s own queries try once as it mounts', () => {
    // As a phone that lost its signal: the connectivity model heard the browser say so.
    window.dispatchEvent(new Event('offline'));
    expect(started(remembering({ id: 'u1' }))).toEqual([]);
  });
});
