// The database for local commands: DATABASE_URL / NETLIFY_DB_URL when set, else the Netlify Database
// emulation (PGlite behind a Postgres wire server) with its data in .netlify/db. Nothing to configure.
import path from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';

export interface LocalDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

export async function openLocalDatabase(options: { inMemory?: boolean; port?: number } = {}): Promise<LocalDatabase> {
  const configured = process.env.DATABASE_URL || process.env.NETLIFY_DB_URL;
  if (configured) return { url: configured, embedded: false, stop: async () => {} };
  const directory = options.inMemory ? undefined : path.resolve('.netlify', 'db');
  const db = new NetlifyDB({ directory, port: options.port, logger: () => {} });
  const url = await db.start();
  return { url, embedded: true, stop: () => db.stop() };
}
