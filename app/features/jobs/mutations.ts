import type { JobTicketView } from '@contracts/jobs';
import type { WorkerOvertimeView } from '@contracts/overtime-dispute';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/toast';
import { failureText, HttpError, post } from '~/lib/api';
import { shrinkPhoto } from '~/lib/shrink-photo';
import { sendOrQueue } from '~/offline/sync-handle';
import { currentPosition } from './position';
import { jobKeys } from './queries';
import { WAITING_WORDS } from './queued-checks';

/**
 * SPEC section 8: 'Job accepted!' on success, 'Failed to accept job' with the message otherwise.
 * `onTaken` runs here rather than in mutate()'s callbacks so it still runs if the card has gone.
 */
export function useAcceptJob(userId: string, onTaken?: (ticketId: string) => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all(userId) });
  return useMutation({
    mutationFn: (ticketId: string) => post<JobTicketView>(`/api/job-tickets/${ticketId}/accept`),
    onSuccess: () => {
      toast({ title: 'Job accepted!', description: 'The job has been assigned to you' });
      return refresh();
    },
    onError: (error, ticketId) => {
      toast({
        title: 'Failed to accept job',
        description: failureText(error, 'accept the job'),
        variant: 'destructive',
      });
      if (error instanceof HttpError && error.status === 409) {
        // Someone else won the race: the card stays, marked taken. A cancelled job just goes.
        if (error.code !== 'job_cancelled') onTaken?.(ticketId);
        void refresh();
      }
    },
  });
}

export type ProgressStep = 'start' | 'complete';
type Progress = { ticketId: string; step: ProgressStep; workerNotes: string | null; photos: File[] };

const DONE: Record<ProgressStep, string> = { start: 'Job started', complete: 'Job completed' };

/**
 * Moves one of the worker's own jobs on (assigned -> in progress -> completed) with its evidence: the
 * time of the tap, where the phone was (when allowed, waiting at most 10 s) and the check-out's
 * photos. With no signal it waits in the outbox and lands once, at the time it was taken (issue 31).
 */
export function useProgressJob(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ticketId, step, workerNotes, photos }: Progress) => {
      const takenAt = new Date().toISOString();
      const [position, shrunk] = await Promise.all([currentPosition(), Promise.all(photos.map(shrinkPhoto))]);
      const evidence = { takenAt, position, ...(step === 'complete' ? { photos: shrunk } : {}) };
      const label = `${step === 'start' ? 'Check-in' : 'Check-out'}: job ${ticketId.slice(0, 8)}`;
      return sendOrQueue(
        'job-check',
        { id: crypto.randomUUID(), ticketId, step, workerNotes, ...evidence },
        label,
        userId,
      );
    },
    onSuccess: (result, { step }) => {
      toast({ title: result.status === 'sent' ? DONE[step] : WAITING_WORDS[step] });
      return queryClient.invalidateQueries({ queryKey: jobKeys.all(userId) });
    },
    onError: (error) => {
      toast({ title: 'Failed to update job', description: error.message, variant: 'destructive' });
      return queryClient.invalidateQueries({ queryKey: jobKeys.all(userId) });
    },
  });
}

/** The assigned worker gives a job back: it returns to Available for the others. */
export function useReleaseJob(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.all(userId) });
  return useMutation({
    mutationFn: (ticketId: string) => post<JobTicketView>(`/api/job-tickets/${ticketId}/release`),
    onSuccess: () => {
      toast({ title: 'Job released', description: 'It is back on the board for other workers' });
      return refresh();
    },
    onError: (error) => {
      toast({ title: 'Failed to release job', description: error.message, variant: 'destructive' });
      return refresh();
    },
  });
}

/** The worker disputes the vendor's decline of their overtime; an admin decides (issue 31). */
export function useDisputeOvertime(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, reason }: { ticketId: string; reason: string }) =>
      post<WorkerOvertimeView>(`/api/job-tickets/${ticketId}/overtime-dispute`, { reason }),
    onSuccess: () => toast({ title: 'Overtime disputed', description: 'An admin will decide' }),
    onError: (error) =>
      toast({ title: 'Could not dispute the overtime', description: error.message, variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all(userId) }),
  });
}
