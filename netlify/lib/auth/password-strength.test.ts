import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../scripts/seed.ts';
import { TEST_PASSWORD } from '../../../tests/helpers/accounts.ts';
import { passwordStrengthMessages } from '../../../src/schemas/password-strength.ts';
import { breachCheckEnabled } from './breached.ts';
import { passwordProblem } from './password-strength.ts';

describe('the rule for new passwords', () => {
  it('accepts the demo accounts and the test fixtures', async () => {
    for (const demo of DEMO_USERS) expect(await passwordProblem(demo.password, demo)).toBeNull();
    expect(
      await passwordProblem(TEST_PASSWORD, { email: 'member-1@example.test', firstName: 'Test', lastName: 'User' }),
    ).toBeNull();
  });

  it.each(['password', '12345678', 'iloveyou1', 'qwerty123', 'Password1!', 'aaaaaaaaaaaa'])(
    'refuses the common or weak %s, saying why',
    async (password) => {
      expect(await passwordProblem(password, {})).toMatch(/^This password is too easy to guess\./);
    },
  );

  it('refuses a password holding the name, the address or its local part, in any case', async () => {
    const owner = { email: 'rosalind.franklin@example.com', firstName: 'Rosalind', lastName: 'Franklin' };
    for (const password of ['ROSALIND-sails-42-boats', 'x-franklin-rides-47', 'rosalind.franklin-2026-xyz']) {
      expect(await passwordProblem(password, owner)).toBe(passwordStrengthMessages.personal);
    }
  });

  it('never asks Have I Been Pwned under tests, even when HIBP_CHECK=on', () => {
    expect(breachCheckEnabled({ HIBP_CHECK: 'on', VITEST: 'true' })).toBe(false);
    expect(breachCheckEnabled({ HIBP_CHECK: 'on' })).toBe(true);
    expect(breachCheckEnabled({})).toBe(false);
  });
});
