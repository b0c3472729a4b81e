import { describe, expect, it } from 'vitest';
import { defaultPasskeyName } from './names.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('a new passkey’s default name', () => {
  it('names a known authenticator by its AAGUID', () => {
    expect(defaultPasskeyName('fbfc3007-154e-4ecc-8c0b-6e020557d7bd', CHROME_MAC)).toBe('iCloud Keychain');
    expect(defaultPasskeyName('EA9B8D66-4D01-1D21-3CE4-B6B48CB575D4', null)).toBe('Google Password Manager');
  });

  it('else the browser and system it was made on', () => {
    expect(defaultPasskeyName('00000000-0000-0000-0000-000000000000', CHROME_MAC)).toBe('Chrome on macOS');
    expect(defaultPasskeyName('12345678-1234-1234-1234-123456789abc', CHROME_MAC)).toBe('Chrome on macOS');
  });

  it('a plain "Passkey" when nothing is known', () => {
    expect(defaultPasskeyName('00000000-0000-0000-0000-000000000000', null)).toBe('Passkey');
  });
});
