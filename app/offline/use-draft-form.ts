import { useRef } from 'react';
import { type FormOptions, useForm } from '~/lib/use-form';
import { useDraft } from './drafts';

/**
 * The form pattern with its answers kept in a draft on the phone (DESIGN.md, offline model), for the
 * forms whose typing must survive signing in half-way or losing signal: bookings, the event planner,
 * the applications. `ready` once the draft has been read; `reset` forgets it.
 */
export function useDraftForm<T extends Record<string, unknown>>(
  key: string,
  initial: T,
  options: Pick<FormOptions<T>, 'fieldErrors'> = {},
) {
  const draft = useDraft<T>(key);
  // The phone's store writes in the order asked, so the last write settled means every edit is kept.
  const lastSave = useRef<Promise<unknown>>(Promise.resolve());
  const form = useForm(initial, {
    ...options,
    saved: draft.value,
    onEdit: (edits) => {
      lastSave.current = draft.save(edits).catch(() => undefined);
    },
  });
  return {
    ...form,
    ready: draft.value !== undefined,
    /** Resolves once every edit so far is on the phone: before sending the person to another page. */
    kept: () => lastSave.current,
    reset: () => {
      form.reset();
      void draft.clear();
    },
  };
}
