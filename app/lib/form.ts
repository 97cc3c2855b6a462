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
