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
  const form = useForm(initial, {
    ...options,
    saved: draft.value,
    onEdit: (edits) => void draft.save(edits),
  });
  return {
    ...form,
    ready: draft.value !== undefined,
    reset: () => {
      form.reset();
      void draft.clear();
    },
  };
}
