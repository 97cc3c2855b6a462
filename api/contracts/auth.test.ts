import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { email, loginSchema, newPassword, PASSWORDS_DIFFER, registerSchema, signUpFormSchema } from './auth';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};
const register = (over: Record<string, unknown> = {}) => ({
  username: 'dana_k',
  email: 'dana@example.com',
  password: 'correct horse',
  ...over,
});

describe('an email address', () => {
  it('is trimmed before it is checked', () => {
    expect(v.parse(email, '  dana@example.com  ')).toBe('dana@example.com');
  });

  it('must be a string that is an address', () => {
    expect(messages(email, 42)).toEqual(['Invalid email address']);
    expect(messages(email, 'dana at example')).toEqual(['Invalid email address']);
  });

  it('is at most 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254.length).toBe(254);
    expect(v.parse(email, at254)).toBe(at254);
    expect(messages(email, `e${at254}`)).toEqual(['Email is too long']);
  });
});

describe('signing in', () => {
  it('takes an email and any non-empty password', () => {
    expect(v.parse(loginSchema, { email: ' dana@example.com', password: 'x' })).toEqual({
      email: 'dana@example.com',
      password: 'x',
    });
  });

  it('needs a password', () => {
    expect(messages(loginSchema, { email: 'dana@example.com', password: '' })).toEqual([
      'Password is required',
    ]);
    expect(messages(loginSchema, { email: 'dana@example.com', password: null })).toEqual([
      'Password is required',
    ]);
  });

  it('refuses a password over 200 characters', () => {
    expect(v.safeParse(loginSchema, { email: 'dana@example.com', password: 'p'.repeat(200) }).success).toBe(
      true,
    );
    expect(v.safeParse(loginSchema, { email: 'dana@example.com', password: 'p'.repeat(201) }).success).toBe(
      false,
    );
  });

  it('takes no other fields', () => {
    expect(
      v.safeParse(loginSchema, { email: 'dana@example.com', password: 'x', remember: true }).success,
    ).toBe(false);
  });
});

describe('a new password', () => {
  it('is at least 8 characters: exactly 8 will do', () => {
    expect(v.parse(newPassword, 'abcdefgh')).toBe('abcdefgh');
    expect(messages(newPassword, 'abcdefg')).toEqual([
      'Password must be at least 8 characters',
      'Password must have at least 8 characters besides spaces',
    ]);
  });

  it('needs 8 characters besides spaces: spaces inside a passphrase are welcome', () => {
    expect(v.parse(newPassword, 'abcd efgh')).toBe('abcd efgh');
    expect(messages(newPassword, 'abc defg')).toEqual([
      'Password must have at least 8 characters besides spaces',
    ]);
    expect(messages(newPassword, ' \t\n     ')).toEqual([
      'Password must have at least 8 characters besides spaces',
    ]);
  });

  it('is at most 200 characters', () => {
    expect(v.parse(newPassword, 'p'.repeat(200))).toBe('p'.repeat(200));
    expect(messages(newPassword, 'p'.repeat(201))).toEqual(['Password must be at most 200 characters']);
  });

  it('must be given', () => {
    expect(messages(newPassword, undefined)).toEqual(['Password is required']);
  });
});

describe('signing up', () => {
  it('takes the seven fields, trims the texts, and makes a customer unless told', () => {
    expect(
      v.parse(
        registerSchema,
        register({ username: ' dana_k ', firstName: ' Dana ', lastName: null, phone: undefined }),
      ),
    ).toEqual({
      username: 'dana_k',
      email: 'dana@example.com',
      password: 'correct horse',
      role: 'customer',
      firstName: 'Dana',
      lastName: null,
      phone: undefined,
    });
  });

  it.each(['customer', 'vendor', 'worker'])('lets a person sign up as a %s', (role) => {
    expect(v.parse(registerSchema, register({ role })).role).toBe(role);
  });

  it('never lets a person sign up as an admin', () => {
    expect(messages(registerSchema, register({ role: 'admin' }))).toEqual([
      'Choose customer, vendor or worker',
    ]);
  });

  it('needs a username of 3 to 40 characters after trimming', () => {
    expect(messages(registerSchema, register({ username: 42 }))).toEqual(['Username is required']);
    expect(messages(registerSchema, register({ username: ' ab ' }))).toEqual([
      'Username must be at least 3 characters',
    ]);
    expect(v.parse(registerSchema, register({ username: 'abc' })).username).toBe('abc');
    expect(v.parse(registerSchema, register({ username: 'a'.repeat(40) })).username).toBe('a'.repeat(40));
    expect(messages(registerSchema, register({ username: 'a'.repeat(41) }))).toEqual([
      'Username must be at most 40 characters',
    ]);
  });

  it('lets a username use letters, numbers, dots, dashes and underscores only', () => {
    expect(v.parse(registerSchema, register({ username: 'Dana.K-2_b' })).username).toBe('Dana.K-2_b');
    const refused = ['Username may use letters, numbers, dots, dashes and underscores'];
    expect(messages(registerSchema, register({ username: 'dana k' }))).toEqual(refused);
    expect(messages(registerSchema, register({ username: '!dana' }))).toEqual(refused);
    expect(messages(registerSchema, register({ username: 'dana!' }))).toEqual(refused);
  });

  it('holds first and last names to 80 characters and a phone to 30', () => {
    expect(
      v.parse(registerSchema, register({ firstName: 'f'.repeat(80), phone: '5'.repeat(30) })),
    ).toMatchObject({
      firstName: 'f'.repeat(80),
      phone: '5'.repeat(30),
    });
    expect(messages(registerSchema, register({ firstName: 'f'.repeat(81) }))).toEqual([
      'Must be at most 80 characters',
    ]);
    expect(messages(registerSchema, register({ lastName: 'l'.repeat(81) }))).toEqual([
      'Must be at most 80 characters',
    ]);
    expect(messages(registerSchema, register({ phone: '5'.repeat(31) }))).toEqual([
      'Must be at most 30 characters',
    ]);
  });

  it('takes no eighth field: the password typed twice stays in the browser', () => {
    expect(v.safeParse(registerSchema, register({ confirmPassword: 'correct horse' })).success).toBe(false);
  });
});

describe('the sign-up form', () => {
  const form = (over: Record<string, unknown> = {}) =>
    register({ confirmPassword: 'correct horse', ...over });

  it('passes the same fields on when the password is typed the same twice', () => {
    expect(v.parse(signUpFormSchema, form())).toEqual({
      username: 'dana_k',
      email: 'dana@example.com',
      password: 'correct horse',
      role: 'customer',
      confirmPassword: 'correct horse',
    });
  });

  it('says the passwords differ, under the second one', () => {
    const result = v.safeParse(signUpFormSchema, form({ confirmPassword: 'correct horsE' }));
    expect(PASSWORDS_DIFFER).toBe("Passwords don't match");
    expect(result.success ? null : v.flatten(result.issues)).toEqual({
      nested: { confirmPassword: ["Passwords don't match"] },
    });
  });

  it('says the passwords differ even while another field is wrong or not text', () => {
    const result = v.safeParse(signUpFormSchema, form({ username: 42, confirmPassword: 'other words' }));
    expect(result.success ? null : v.flatten(result.issues)).toEqual({
      nested: {
        username: ['Username is required'],
        confirmPassword: ["Passwords don't match"],
      },
    });
  });

  // A too-short password is still text: both rules are told at once, so one fix does not uncover another.
  it('compares a password that is too short', () => {
    const result = v.safeParse(signUpFormSchema, form({ password: 'short', confirmPassword: 'shorter' }));
    expect(result.success ? null : v.flatten(result.issues)).toEqual({
      nested: {
        password: [
          'Password must be at least 8 characters',
          'Password must have at least 8 characters besides spaces',
        ],
        confirmPassword: ["Passwords don't match"],
      },
    });
  });

  it('does not compare a password that is not text', () => {
    const result = v.safeParse(signUpFormSchema, form({ password: 42 }));
    expect(result.success ? null : v.flatten(result.issues)).toEqual({
      nested: { password: ['Password is required'] },
    });
  });

  it('does not compare a second password that is not text', () => {
    const result = v.safeParse(signUpFormSchema, form({ confirmPassword: 42 }));
    expect(result.success ? null : v.flatten(result.issues)).toEqual({
      nested: { confirmPassword: ['Invalid type: Expected string but received 42'] },
    });
  });
});
