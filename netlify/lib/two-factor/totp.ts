// Time-based one-time passwords (RFC 6238: SHA-1, six digits, 30-second steps) with otpauth. A code is
// accepted for its own step and one either side; the clock is netlify/lib/clock.ts, so tests move time.
import { Secret, TOTP } from 'otpauth';
import { site } from '../../../src/site.ts';
import { now } from '../clock.ts';

export const TOTP_PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: site.name,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The step a code belongs to, or null when it matches none within one step of now. */
export function matchingStep(secret: string, code: string, at: Date = now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for a moment (tests and the bench enrol with a known secret). */
export function codeAt(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}
