import * as v from 'valibot';
import { email, newPassword, PASSWORDS_DIFFER } from './auth';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

/** The same answer whether or not an account uses the email, so the form reveals no accounts. */
export const RESET_REQUESTED =
  'If an account uses that email, a link to choose a new password is on its way. It works for one hour.';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';
export const PASSWORD_CHANGED = 'Your password is changed. Sign in with the new one.';

/** POST /api/password-reset */
export const resetRequestSchema = v.strictObject({ email });
export type ResetRequestInput = v.InferOutput<typeof resetRequestSchema>;

const token = v.pipe(v.string(RESET_LINK_INVALID), v.regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID));

/** POST /api/password-reset/confirm */
export const resetConfirmSchema = v.strictObject({ token, password: newPassword });
export type ResetConfirmInput = v.InferOutput<typeof resetConfirmSchema>;

/** The new-password form: the same contract, and the password typed twice. */
export const resetFormSchema = v.pipe(
  v.object({ token, password: newPassword, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      PASSWORDS_DIFFER,
    ),
    ['confirmPassword'],
  ),
);

export type MessageAnswer = { message: string };
