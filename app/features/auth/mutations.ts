import type { LoginInput, PublicUser, RegisterInput } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { HttpError, post } from '~/lib/api';
import { forgetPushOnThisDevice } from '~/lib/push-device';
import { authKeys } from './queries';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => post<PublicUser>('/api/login', input),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user, user);
      toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
    },
    onError: (error) => {
      if (error.message.includes('401')) {
        toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' });
      } else {
        // A throttled attempt reads as the server's sentence (when to try again), not as "429: …".
        const throttled = error instanceof HttpError && error.status === 429;
        toast({
          title: 'Login failed',
          description: throttled ? error.detail : error.message,
          variant: 'destructive',
        });
      }
    },
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => post<PublicUser>('/api/register', input),
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.user, user);
      toast({ title: 'Account created!', description: 'Welcome to Broken Bow Events.' });
    },
    onError: (error) => {
      const spoken = error instanceof HttpError && (error.status === 400 || error.status === 429);
      const detail = spoken ? error.detail : error.message;
      toast({
        title: 'Registration failed',
        description: detail || 'Registration failed',
        variant: 'destructive',
      });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (_userId: string) => {
      // While still signed in: the server only lets the owner forget a subscription. A failure here
      // must not keep anyone signed in; the push service's 410 cleans up what is left.
      await forgetPushOnThisDevice().catch(() => undefined);
      return post<{ ok: true }>('/api/logout');
    },
    onSuccess: async (_answer, userId) => {
      const { clearUserData } = await import('~/offline/clear-user-data');
      await clearUserData(queryClient, userId);
      queryClient.setQueryData(authKeys.user, null);
      toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
    },
    onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
  });
}
