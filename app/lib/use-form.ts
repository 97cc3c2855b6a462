import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type * as v from 'valibot';
import { HttpError } from './api';
import { checkForm, type FieldErrors, focusFirstError } from './form';

/** The fields of a form that hold text: the ones a text, select or text-area control edits. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type FormOptions<T> = {
  /** What was typed on an earlier visit (a draft), over `initial`; undefined while it is read. */
  saved?: Partial<T> | null;
  /** Every edit, as what differs from `initial`: a draft keeps it. */
  onEdit?: (edits: Partial<T>) => void;
  /** For a form whose body is not flat: the contract's field names as the form's. */
  fieldErrors?: (errors: FieldErrors) => FieldErrors;
};

/**
 * The one form pattern: controlled values, each field's message from the contract the
 * server checks with, the cursor on the first answer to fix. Values are `initial` (the empty form
 * with what the account or the record knows) with what the person typed over it, which always wins.
 */
export function useForm<T extends Record<string, unknown>>(initial: T, options: FormOptions<T> = {}) {
  // null until the first edit: until then a draft read late still fills the form.
  const [edits, setEdits] = useState<Partial<T> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ref = useRef<HTMLFormElement>(null);
  const typed = edits ?? options.saved ?? {};
  const values: T = { ...initial, ...typed };

  function update(patch: Partial<T>) {
    const next = { ...typed, ...patch };
    setEdits(next);
    options.onEdit?.(next);
    // A corrected answer stops being wrong at once; the other messages stay until the next submit.
    const fixed = Object.keys(patch);
    if (fixed.some((name) => errors[name])) {
      setErrors(Object.fromEntries(Object.entries(errors).filter(([name]) => !fixed.includes(name))));
    }
  }

  /** A native control's value and change, from its field's name alone. */
  function control<K extends TextKey<T>>(name: K) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<Control>) => update({ [name]: event.target.value } as Partial<T>),
    };
  }

  function fail(found: FieldErrors) {
    setErrors(options.fieldErrors ? options.fieldErrors(found) : found);
    focusFirstError(ref.current);
  }

  /** The contract's output for `input` (the values as typed by default), or undefined with the messages shown. */
  function check<S extends v.GenericSchema>(
    schema: S,
    input: unknown = values,
  ): v.InferOutput<S> | undefined {
    const result = checkForm(schema, input);
    if (!result.ok) {
      fail(result.errors);
      return undefined;
    }
    setErrors({});
    return result.output;
  }

  return {
    values,
    errors,
    update,
    control,
    /** A labelled field component's wiring: the control's, with its message. */
    field: <K extends TextKey<T>>(name: K) => ({ ...control(name), error: errors[name] }),
    check,
    fail,
    /** The server's own per-field messages (a 400), under the fields they belong to. */
    failFrom: (error: Error) => {
      if (error instanceof HttpError && error.fields) fail(error.fields);
    },
    reset: () => {
      setEdits({});
      setErrors({});
    },
    /** The <form>'s props: the contract's messages instead of the browser's bubbles, `send` on submit. */
    formProps: (send: () => void) => ({
      ref,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        send();
      },
    }),
  };
}

export type Form<T extends Record<string, unknown>> = ReturnType<typeof useForm<T>>;
