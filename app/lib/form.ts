import { issuesToFields } from '@contracts/issues';
import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/** Runs a contract on a form's values: the output when valid, else one message per field. */
export function checkForm<T extends v.GenericSchema>(
  schema: T,
  values: unknown,
): { ok: true; output: v.InferOutput<T> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, values);
  return result.success
    ? { ok: true, output: result.output }
    : { ok: false, errors: issuesToFields(result.issues) };
}

/** After a failed submit, puts the cursor on the first answer to fix (a group's first box). */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>(
      'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], fieldset[aria-invalid="true"] input',
    );
    // Centred, so the sticky navbar never hides the field and its label stays in view.
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  });
}
