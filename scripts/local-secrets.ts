// The secrets for running the site on this machine (`npm run dev`, `npm start`, the browser tests, the
// benchmark): random values made once and kept in .netlify/local-secrets.json (ignored by git, readable by
// its owner only), so sessions survive a restart and no secret ever comes from the repository. A value
// already in the environment wins.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECRET_NAMES, type SecretName } from '../netlify/lib/secrets.ts';

export const LOCAL_SECRETS_FILE = path.join('.netlify', 'local-secrets.json');

type Secrets = Partial<Record<SecretName, string>>;

function read(file: string): Secrets {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Secrets) : {};
}

/**
 * Puts SESSION_SECRET and TOTP_ENCRYPTION_KEY into `env` where they are not set, from the file under
 * `root` (made, with random values, the first time). Returns a line saying where they live.
 */
export function useLocalSecrets(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  const file = path.join(root, LOCAL_SECRETS_FILE);
  const kept = read(file);
  const missing = SECRET_NAMES.filter((name) => !kept[name]);
  if (missing.length) {
    for (const name of missing) kept[name] = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  const fromFile = SECRET_NAMES.filter((name) => !env[name]);
  for (const name of fromFile) env[name] = kept[name];
  return fromFile.length
    ? `Secrets: ${fromFile.join(', ')} from ${file} (random, made once, ignored by git)`
    : 'Secrets: from the environment';
}
