import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  RESET_REQUESTED,
  resetConfirmSchema,
  resetFormSchema,
  resetRequestSchema,
} from './password-reset';

// 32 random bytes in base64url without padding: 43 characters.
const TOKEN = 'q3Zt-8_HfJ0mWcY2rN5pLx7aVbK1sDe4gUo9iT6yQwE';
const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('what the reset pages say', () => {
  it('answers a request the same whether or not an account uses the email', () => {
    expect(RESET_REQUESTED).toBe(
      'If an account uses that email, a link to choose a new password is on its way. It works for one hour.',
    );
    expect(RESET_LINK_MINUTES).toBe(60);
  });

  it('says a link that does not work has expired or was used, and a changed password is changed', () => {
    expect(RESET_LINK_INVALID).toBe('This reset link has expired or was already used. Ask for a new one.');
    expect(PASSWORD_CHANGED).toBe('Your password is changed. Sign in with the new one.');
  });
});

describe('asking for a reset link', () => {
  it('takes a trimmed email and nothing else', () => {
    expect(v.parse(resetRequestSchema, { email: ' dana@example.com ' })).toEqual({
      email: 'dana@example.com',
    });
    expect(messages(resetRequestSchema, { email: 'dana' })).toEqual(['Invalid email address']);
    expect(v.safeParse(resetRequestSchema, { email: 'dana@example.com', username: 'dana' }).success).toBe(
      false,
    );
  });
});

describe('choosing the new password', () => {
  it('takes the link’s 43-character token and a new password', () => {
    expect(v.parse(resetConfirmSchema, { token: TOKEN, password: 'correct horse' })).toEqual({
      token: TOKEN,
      password: 'correct horse',
    });
  });

  it.each([
    ['no token', undefined],
    ['a number', 42],
    ['42 characters', TOKEN.slice(1)],
    ['44 characters', `${TOKEN}A`],
    ['a character outside base64url', `${TOKEN.slice(1)}+`],
    ['a stray character first', `+${TOKEN}`],
    ['a stray character last', `${TOKEN}+`],
  ])('says the link does not work for %s', (_case, token) => {
    expect(messages(resetConfirmSchema, { token, password: 'correct horse' })).toEqual([RESET_LINK_INVALID]);
  });

  it('holds the new password to the sign-up rules', () => {
    expect(messages(resetConfirmSchema, { token: TOKEN, password: 'abc defg' })).toEqual([
      'Password must have at least 8 characters besides spaces',
    ]);
  });

  it('takes no other fields: the copy typed twice stays in the browser', () => {
    expect(
      v.safeParse(resetConfirmSchema, {
        token: TOKEN,
        password: 'correct horse',
        confirmPassword: 'correct horse',
      }).success,
    ).toBe(false);
  });
});

describe('the new-password form', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    token: TOKEN,
    password: 'correct horse',
    confirmPassword: 'correct horse',
    ...over,
  });
  const nested = (input: unknown) => {
    const result = v.safeParse(resetFormSchema, input);
    return result.success ? null : v.flatten(result.issues).nested;
  };

  it('passes when the password is typed the same twice', () => {
    expect(v.parse(resetFormSchema, form())).toEqual(form());
  });

  it('says the passwords differ, under the second one', () => {
    expect(nested(form({ confirmPassword: 'correct horsE' }))).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('says the passwords differ even when the link is not text', () => {
    expect(nested(form({ token: 42, confirmPassword: 'other words' }))).toEqual({
      token: [RESET_LINK_INVALID],
      confirmPassword: ["Passwords don't match"],
    });
  });

  it('does not compare a password that is not text, nor a second one that is not text', () => {
    expect(nested(form({ password: 42 }))).toEqual({ password: ['Password is required'] });
    expect(nested(form({ confirmPassword: 42 }))).toEqual({
      confirmPassword: ['Invalid type: Expected string but received 42'],
    });
  });
});
