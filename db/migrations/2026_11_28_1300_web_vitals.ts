// Frozen: never edit a migration that has shipped; add a new one instead.
// Real-visitor speed, first-party. web_vital_samples: one row per page view of a visitor who allowed
// analytics (the page template, a device class, up to five values; no address, user or agent), kept 30
// days, appended in time order (a BRIN index on the time is a few pages however many rows). web_vital_daily:
// the daily p75 per template, device class and metric, with the count behind it, kept two years.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_vital_samples')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('lcp', 'real')
    .addColumn('inp', 'real')
    .addColumn('cls', 'real')
    .addColumn('fcp', 'real')
    .addColumn('ttfb', 'real')
    .execute();
  await sql`create index web_vital_samples_received_at_idx on web_vital_samples using brin (received_at)`.execute(db);
  await db.schema
    .createTable('web_vital_daily')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull().check(sql`metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`))
    .addColumn('p75', 'double precision', (c) => c.notNull())
    .addColumn('samples', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_vital_daily_pkey', ['day', 'template', 'device', 'metric'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_vital_daily').execute();
  await db.schema.dropTable('web_vital_samples').execute();
}
