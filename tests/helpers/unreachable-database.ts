// The functions' database behind a relay the test can cut: proves 503 answers while it is unreachable.
import type { Kysely } from 'kysely';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/rows.ts';
import { setDb } from '../../netlify/lib/db.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** Points the functions at the run's database through a relay; `proxy.cut()` makes it unreachable. */
export async function databaseBehindProxy(): Promise<{ proxy: TcpProxy; db: Kysely<Database> }> {
  const target = new URL(process.env.DATABASE_URL!);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(target);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const db = createDb({ DATABASE_URL: viaProxy.toString() });
  setDb(db);
  return { proxy, db };
}

/** Runs `fn` while the functions' database cannot be reached, then points them back at the real one. */
export async function whileDatabaseUnreachable<T>(fn: () => Promise<T>): Promise<T> {
  const { proxy, db } = await databaseBehindProxy();
  await proxy.cut();
  try {
    return await fn();
  } finally {
    setDb(undefined);
    await db.destroy();
    await proxy.close();
  }
}
