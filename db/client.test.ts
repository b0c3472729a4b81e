import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { WebSocket } from 'ws';
import { chooseDriver, createDb, neonConfig } from './client.ts';
import { latestMigration } from './migrations/index.ts';
import { startNeonWsProxy } from '../tests/helpers/neon-ws-proxy.ts';

describe('chooseDriver', () => {
  it('prefers DATABASE_URL over NETLIFY_DB_URL', () => {
    expect(
      chooseDriver({ DATABASE_URL: 'postgres://a@db.internal/app', NETLIFY_DB_URL: 'postgres://b@other/app' }),
    ).toEqual({
      url: 'postgres://a@db.internal/app',
      driver: 'pg',
    });
  });

  it('falls back to NETLIFY_DB_URL', () => {
    expect(chooseDriver({ NETLIFY_DB_URL: 'postgres://b@localhost:5433/postgres' }).url).toBe(
      'postgres://b@localhost:5433/postgres',
    );
  });

  it('uses the Neon serverless driver for Neon hosts', () => {
    expect(chooseDriver({ DATABASE_URL: 'postgres://u:p@ep-cool-fog-123.eu-west-2.aws.neon.tech/neondb' }).driver).toBe(
      'neon',
    );
  });

  it('uses the Neon serverless driver when NETLIFY_DB_DRIVER=serverless', () => {
    expect(chooseDriver({ DATABASE_URL: 'postgres://u@localhost/db', NETLIFY_DB_DRIVER: 'serverless' }).driver).toBe(
      'neon',
    );
  });

  it('explains what to set when no database is configured', () => {
    expect(() => chooseDriver({})).toThrow(/DATABASE_URL/);
  });
});

describe('createDb', () => {
  it('reaches the test database through pg', async () => {
    const db = createDb({ DATABASE_URL: process.env.DATABASE_URL });
    const { rows } = await sql<{ n: number }>`select 1 + 1 as n`.execute(db);
    expect(rows[0]?.n).toBe(2);
    await db.destroy();
  });

  describe('through the Neon serverless driver', () => {
    let proxy: Awaited<ReturnType<typeof startNeonWsProxy>>;
    afterAll(() => proxy?.close());

    it('runs queries and transactions over a WebSocket proxy', async () => {
      proxy = await startNeonWsProxy();
      neonConfig.webSocketConstructor = WebSocket;
      neonConfig.wsProxy = (host, port) => `127.0.0.1:${proxy.port}/v2?address=${host}:${port}`;
      neonConfig.useSecureWebSocket = false;
      neonConfig.pipelineConnect = false;
      const db = createDb({ DATABASE_URL: process.env.DATABASE_URL, NETLIFY_DB_DRIVER: 'serverless' });
      const latest = await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          name: string;
        }>`select name from kysely_migration order by name desc limit 1`.execute(trx);
        return rows[0]?.name;
      });
      expect(latest).toBe(latestMigration);
      await db.destroy();
      console.info('Neon driver test: ran against the test database through the local WebSocket proxy.');
    });
  });
});
