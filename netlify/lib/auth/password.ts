// argon2id at or above the OWASP minimum (m=19456 KiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which type stripping cannot inline).
const ARGON2ID = 2;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a throwaway hash so an unknown e-mail costs the same time as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-constant-time');
  await verifyPassword(await dummyHash, password);
  return false;
}
