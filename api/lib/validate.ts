import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { issueMessage, issuesToFields } from '../contracts/issues';
import { badRequest } from './errors';

/**
 * Hono's valibot validator, answering failures as DESIGN.md's 400 `{ message, code, fields }`.
 * The message is the first field's, so the spec's toasts ("Registration failed: <message>") read well.
 */
export const validate = <T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  vValidator(target, schema, (result) => {
    if (result.success) return;
    const [first] = result.issues;
    const message = first ? issueMessage(first) : 'Invalid request';
    const key = first ? v.getDotPath(first) : null;
    throw badRequest(
      message === 'Unexpected field' && key ? `Unexpected field: ${key}` : message,
      issuesToFields(result.issues),
    );
  });
