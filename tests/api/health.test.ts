import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMigration } from '../../db/migrations/index.ts';
import { setDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import type { TcpProxy } from '../helpers/tcp-proxy.ts';
import { databaseBehindProxy } from '../helpers/unreachable-database.ts';
import health from '../../netlify/functions/health.mts';

describe('GET /api/health', () => {
  let proxy: TcpProxy;

  beforeAll(async () => {
    ({ proxy } = await databaseBehindProxy());
  });

  afterAll(async () => {
    setDb(undefined);
    await proxy.close();
  });

  it('answers ok with the latest migration', async () => {
    const res = await call(health, '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', migration: latestMigration });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with Retry-After while the database is down, and recovers without a restart', async () => {
    await proxy.cut();
    const down = await call(health, '/api/health');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBeTruthy();
    expect(down.body.message).toMatch(/database/i);
    expect(JSON.stringify(down.body)).not.toMatch(/at .*\.ts|ECONNREFUSED/);

    await proxy.restore();
    const up = await call(health, '/api/health');
    expect(up.status).toBe(200);
  });

  it('answers 405 for writes', async () => {
    expect((await call(health, '/api/health', { method: 'POST', body: {} })).status).toBe(405);
  });
});
