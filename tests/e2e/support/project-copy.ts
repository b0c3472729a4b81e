// A throwaway copy of the project for the content editor's browser tests: decap-server edits its
// src/content as an editor would edit the repository, and `astro build` builds the site from it, as
// Netlify does after an editor publishes. The installed packages are shared through a symlink; the
// build's caches and output stay inside the copy, so nothing of the real tree changes.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What `astro build` reads: the configuration, the code it imports, the sources and the public files. */
const BUILD_INPUTS = [
  'package.json',
  'tsconfig.json',
  'astro.config.mjs',
  'netlify.toml',
  'scripts',
  'src',
  'public',
  // The dev server's functions plugin, which the configuration loads, imports the shared HTTP code.
  'netlify',
  'db',
];

/** The copy's build configuration: the site's own, with output and caches in the copy. */
const BUILD_CONFIG = 'astro.editor-test.config.mjs';
const OUT_DIR = 'dist';

export interface ProjectCopy {
  root: string;
  /** Builds the site from the copy (as it is now) and returns the output folder. */
  build: () => Promise<string>;
  remove: () => void;
}

export function copyProject(): ProjectCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), 'decap-e2e-'));
  for (const entry of BUILD_INPUTS) cpSync(entry, path.join(root, entry), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  // The preview images are drawn from the built pages after the build and change none of them (nor the
  // feed or the sitemap), so the copy's build leaves them out; the rest is the site's own configuration.
  // Astro's and Vite's caches default to node_modules/, which is the real tree's: they go in the copy.
  writeFileSync(
    path.join(root, BUILD_CONFIG),
    `import config from './astro.config.mjs';
export default {
  ...config,
  outDir: './${OUT_DIR}',
  cacheDir: './.astro-cache',
  vite: { ...config.vite, cacheDir: './.vite-cache' },
  integrations: config.integrations.filter((integration) => integration.name !== 'preview-images'),
};
`,
  );
  return {
    root,
    build: () => buildSite(root),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

async function buildSite(root: string): Promise<string> {
  const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const child = spawn(process.execPath, [astro, 'build', '--config', BUILD_CONFIG], {
    cwd: root,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`astro build of the edited copy failed (exit ${code}):\n${output.slice(-4000)}`);
  return path.join(root, OUT_DIR);
}
