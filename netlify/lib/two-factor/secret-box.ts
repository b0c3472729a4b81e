// TOTP secrets are kept encrypted (AES-256-GCM) with a key from the environment, so a copy of the
// database alone cannot mint codes. TOTP_ENCRYPTION_KEY: any string of at least 32 characters (the key is
// its SHA-256), from the environment only (secrets.ts).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { secret } from '../secrets.ts';

type Env = Record<string, string | undefined>;

function key(env: Env = process.env): Buffer {
  return createHash('sha256').update(secret('TOTP_ENCRYPTION_KEY', env)).digest();
}

/** 'v1.<iv>.<tag>.<ciphertext>', each base64url. */
export function seal(plain: string, env?: Env): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(env), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open(sealed: string, env?: Env): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key(env), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
