import * as v from 'valibot';
import { type ROLES, SIGN_UP_ROLES } from './enums';

// SPEC section 5's messages live here once; the server's validator and the /auth forms both use them.
export const email = v.pipe(
  v.string('Invalid email address'),
  v.trim(),
  v.email('Invalid email address'),
  v.maxLength(254, 'Email is too long'),
);
const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`))));

export const loginSchema = v.strictObject({
  email,
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(1, 'Password is required'),
    v.maxLength(200),
  ),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** A password being chosen: at sign-up and when resetting it. */
export const newPassword = v.pipe(
  v.string('Password is required'),
  v.minLength(8, 'Password must be at least 8 characters'),
  // Spaces are welcome inside a passphrase, but eight of them guess in one try.
  v.check(
    (password) => password.replace(/\s/g, '').length >= 8,
    'Password must have at least 8 characters besides spaces',
  ),
  v.maxLength(200, 'Password must be at most 200 characters'),
);

/** The check of a form that has the new password typed twice (the copy is never sent). */
export const PASSWORDS_DIFFER = "Passwords don't match";

const registerFields = {
  username: v.pipe(
    v.string('Username is required'),
    v.trim(),
    v.minLength(3, 'Username must be at least 3 characters'),
    v.maxLength(40, 'Username must be at most 40 characters'),
    v.regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, numbers, dots, dashes and underscores'),
  ),
  email,
  password: newPassword,
  role: v.optional(v.picklist(SIGN_UP_ROLES, 'Choose customer, vendor or worker'), 'customer'),
  firstName: optionalText(80),
  lastName: optionalText(80),
  phone: optionalText(30),
};

/** What POST /api/register accepts: SPEC section 3's seven fields and nothing else. */
export const registerSchema = v.strictObject(registerFields);
export type RegisterInput = v.InferOutput<typeof registerSchema>;

/** The sign-up form adds confirmPassword, checked in the browser and never sent. */
export const signUpFormSchema = v.pipe(
  v.object({ ...registerFields, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      PASSWORDS_DIFFER,
    ),
    ['confirmPassword'],
  ),
);

/** The current user as every endpoint returns it: never the password hash. */
export type PublicUser = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: (typeof ROLES)[number];
  /** May use the vendor dashboard (signed up as a vendor, or owns an approved business). */
  isVendor: boolean;
  /** Holds an approved gig worker profile: may take jobs. Both can be true: roles do not exclude. */
  isWorker: boolean;
};
