// The database for local commands: DATABASE_URL / NETLIFY_DB_URL when set, else a real Postgres started
// from npm with its data kept in .netlify/postgres (scripts/postgres/embedded.ts), or the one another local
// command is running there. Nothing to configure.
import path from 'node:path';
import { openLocalServer } from './postgres/embedded.ts';

export interface LocalDatabase {
  url: string;
  /** The project's own local server (demo accounts go only there), not a configured database. */
  embedded: boolean;
  /** What to print: where the data is. */
  description: string;
  stop: () => Promise<void>;
}

export async function openLocalDatabase(): Promise<LocalDatabase> {
  const configured = process.env.DATABASE_URL || process.env.NETLIFY_DB_URL;
  if (configured) {
    return { url: configured, embedded: false, description: 'Database: DATABASE_URL', stop: async () => {} };
  }
  const server = await openLocalServer();
  const port = new URL(server.url).port;
  const where = path.relative(process.cwd(), server.directory) || server.directory;
  return {
    url: server.url,
    embedded: true,
    description: server.shared
      ? `Database: the local Postgres another command runs (${where}, port ${port})`
      : `Database: local Postgres in ${where} (port ${port}, stopped with this command)`,
    stop: server.stop,
  };
}
