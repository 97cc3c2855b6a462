import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { issueMessage, issuesToFields } from '../contracts/issues';
import { badRequest } from './errors';

/**
 * valibot reports a missing key as "Invalid key: Expected ..." rather than with the field's own
 * message; giving every declared key (as undefined) before validating lets SPEC section 5's
 * messages ('Invalid email address', 'Please select an event date') answer for absent fields too.
 */
function withDeclaredKeys<T extends v.GenericSchema>(schema: T) {
  if (!('entries' in schema) || typeof schema.entries !== 'object' || schema.entries === null) return schema;
  const keys = Object.keys(schema.entries);
  const fill = (input: unknown) =>
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? { ...Object.fromEntries(keys.map((key) => [key, undefined])), ...input }
      : input;
  return v.pipe(v.unknown(), v.transform(fill), schema);
}

/**
 * Hono's valibot validator, answering failures as DESIGN.md's 400 `{ message, code, fields }`.
 * The message is the first field's, so the spec's toasts ("Registration failed: <message>") read well.
 */
export const validate = <T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  vValidator(target, withDeclaredKeys(schema), (result) => {
    if (result.success) return;
    const [first] = result.issues;
    const message = first ? issueMessage(first) : 'Invalid request';
    const key = first ? v.getDotPath(first) : null;
    throw badRequest(
      message === 'Unexpected field' && key ? `Unexpected field: ${key}` : message,
      issuesToFields(result.issues),
    );
  });
