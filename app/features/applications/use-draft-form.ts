import { type ChangeEvent, useEffect, useState } from 'react';
import type { FieldErrors } from '~/lib/form';
import { useDraft } from '~/offline/drafts';

/** The fields of a form that hold text: the ones a text, select or text-area control edits. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form whose answers live in a draft on the phone (DESIGN.md, offline model): every change is
 * saved, so signing in half-way or losing signal loses nothing. Values are the empty form, then the
 * `defaults` (from the account), then what the person typed, which always wins.
 */
export function useDraftForm<T extends Record<string, unknown>>(key: string, empty: T, defaults: Partial<T>) {
  const draft = useDraft<T>(key);
  const [edits, setEdits] = useState<Partial<T> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  // Restore once: later changes come from this form, and echoing the store back would fight typing.
  useEffect(() => {
    if (edits === null && draft.value !== undefined) setEdits(draft.value ?? {});
  }, [edits, draft.value]);

  const values: T = { ...empty, ...defaults, ...edits };

  function update(patch: Partial<T>) {
    const next = { ...edits, ...patch };
    setEdits(next);
    void draft.save(next);
    // A corrected answer stops being wrong at once; the other messages stay until the next submit.
    const fixed = Object.keys(patch);
    if (fixed.some((name) => errors[name])) {
      setErrors(Object.fromEntries(Object.entries(errors).filter(([name]) => !fixed.includes(name))));
    }
  }

  /** A text, select or text-area control's wiring, from its field's name alone. */
  function field<K extends TextKey<T>>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        update({ [name]: event.target.value } as Partial<T>),
      error: errors[name],
    };
  }

  function reset() {
    setEdits({});
    setErrors({});
    void draft.clear();
  }

  return { ready: edits !== null, values, update, field, reset, errors, setErrors };
}

export type DraftForm<T extends Record<string, unknown>> = ReturnType<typeof useDraftForm<T>>;
