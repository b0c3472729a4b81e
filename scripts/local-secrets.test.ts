import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unusableSecret } from '../netlify/lib/secrets.ts';
import { LOCAL_SECRETS_FILE, useLocalSecrets } from './local-secrets.ts';

describe('local secrets for npm run dev and npm start', () => {
  const roots: string[] = [];
  const root = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    roots.push(dir);
    return dir;
  };
  afterEach(() => roots.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('makes random secrets once, keeps them in an ignored file only its owner reads, and says where', () => {
    const dir = root();
    const first: NodeJS.ProcessEnv = {};
    const said = useLocalSecrets(dir, first);
    expect(said).toContain(path.join(dir, LOCAL_SECRETS_FILE));
    expect(unusableSecret(first)).toBeUndefined();
    expect(first.SESSION_SECRET).not.toBe(first.TOTP_ENCRYPTION_KEY);
    expect(statSync(path.join(dir, LOCAL_SECRETS_FILE)).mode & 0o077).toBe(0);

    const restart: NodeJS.ProcessEnv = {};
    useLocalSecrets(dir, restart);
    expect(restart).toEqual(first);
    expect(JSON.parse(readFileSync(path.join(dir, LOCAL_SECRETS_FILE), 'utf8'))).toEqual(first);
    // Another checkout gets its own.
    const elsewhere: NodeJS.ProcessEnv = {};
    useLocalSecrets(root(), elsewhere);
    expect(elsewhere.SESSION_SECRET).not.toBe(first.SESSION_SECRET);
  });

  it('leaves a secret set in the environment alone', () => {
    const env: NodeJS.ProcessEnv = { SESSION_SECRET: 'x'.repeat(40) };
    useLocalSecrets(root(), env);
    expect(env.SESSION_SECRET).toBe('x'.repeat(40));
    expect(env.TOTP_ENCRYPTION_KEY).toMatch(/^[\w-]{43}$/);
  });

  it('.netlify/ is ignored by git', () => {
    expect(readFileSync('.gitignore', 'utf8').split('\n')).toContain('.netlify/');
  });
});
