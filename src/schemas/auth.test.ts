import { describe, expect, it } from 'vitest';
import { createUserSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth.ts';
import { firstMessages } from './errors.ts';
import { fieldErrorsOf } from './field-errors.ts';

const errors = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.success ? {} : firstMessages(fieldErrorsOf(result.error!));

describe('shared auth schemas', () => {
  it('login: a valid e-mail and any non-empty password, trimmed e-mail', () => {
    expect(loginSchema.parse({ email: ' A@Example.com ', password: 'x' })).toEqual({
      email: 'A@Example.com',
      password: 'x',
    });
    expect(errors(loginSchema.safeParse({ email: 'a@', password: '' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('registration: all four fields, password 8 to 128 characters', () => {
    expect(errors(registerSchema.safeParse({}))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    const base = { email: 'a@example.com', firstName: 'A', lastName: 'B' };
    expect(errors(registerSchema.safeParse({ ...base, password: '1234567' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(registerSchema.safeParse({ ...base, password: '12345678' }).success).toBe(true);
  });

  it('add user: role defaults to member, unknown fields are refused', () => {
    const input = { email: 'a@example.com', password: '12345678', firstName: 'A', lastName: 'B' };
    expect(createUserSchema.parse(input).role).toBe('member');
    expect(createUserSchema.parse({ ...input, role: 'admin' }).role).toBe('admin');
    expect(createUserSchema.safeParse({ ...input, isAdmin: true }).success).toBe(false);
  });

  it('reset password: at least 8 characters', () => {
    expect(errors(resetPasswordSchema.safeParse({ password: 'short' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
});
