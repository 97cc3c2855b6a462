import type { LoginInput, PublicUser, RegisterInput } from '@contracts/auth';
import type { MessageAnswer, ResetConfirmInput, ResetRequestInput } from '@contracts/password-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { failureText, HttpError, post } from '~/lib/api';
import { forgetPushOnThisDevice } from '~/lib/push-device';
import { isThrottled } from '~/lib/throttled';
import { authKeys } from './queries';

/** A refusal the server put in words (400, 429) reads as those words; anything else as "<status>: …". */
const spokenError = (error: Error) =>
  error instanceof HttpError && (error.status === 400 || error.status === 429) ? error.detail : error.message;

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
        toast({
          title: 'Login failed',
          description: isThrottled(error) ? error.detail : failureText(error, 'sign in'),
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
      toast({
        title: 'Registration failed',
        description: spokenError(error) || 'Registration failed',
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

/** Forgot password: the server answers the same whether or not the email has an account. */
export function useRequestReset() {
  return useMutation({
    mutationFn: (input: ResetRequestInput) => post<MessageAnswer>('/api/password-reset', input),
    onSuccess: () => toast({ title: 'Check your email', description: 'The link works for one hour.' }),
    onError: (error) =>
      toast({ title: 'Could not send the link', description: spokenError(error), variant: 'destructive' }),
  });
}

export function useConfirmReset() {
  return useMutation({
    mutationFn: (input: ResetConfirmInput) => post<MessageAnswer>('/api/password-reset/confirm', input),
    onSuccess: (answer) => toast({ title: 'Password changed', description: answer.message }),
    onError: (error) =>
      toast({ title: 'Password not changed', description: spokenError(error), variant: 'destructive' }),
  });
}
