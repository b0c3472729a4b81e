// The content editor's local backend for `npm run dev`: decap-server on http://localhost:8081 (where
// /admin/ looks for it, config.yml: local_backend), reading and writing this working tree, so an edit
// made at /admin/ is a change to src/content that the running site shows at once. Localhost only.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const LOCAL_EDITOR_PORT = 8081;
const DECAP_SERVER = fileURLToPath(new URL('../node_modules/decap-server/dist/index.js', import.meta.url));

export interface LocalEditor {
  description: string;
  stop: () => void;
}

/** decap-server over `root` (a checkout: it edits root/src/content) on `port`. */
export function openLocalEditor({ root = process.cwd(), port = LOCAL_EDITOR_PORT } = {}): LocalEditor {
  const child: ChildProcess = spawn(process.execPath, [DECAP_SERVER], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: root,
      MODE: 'fs',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code) console.error(`Content editor backend (decap-server) stopped with code ${code}; is port ${port} taken?`);
  });
  return {
    description: `Content editor: /admin/ edits this working tree through decap-server on port ${port}`,
    stop: () => {
      child.kill();
    },
  };
}
