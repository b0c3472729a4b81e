// Frozen: never edit a migration that has shipped; add a new one instead.
// Usage you can see. Each application launch is its own row (member, application, time), kept while the
// account exists, for the member's own activity and export. The administrators' weekly figures read
// small counters kept in the same transaction as each write (usage_weekly: launches per application,
// cookie choices per method, active members), so a 52-week panel sums a few hundred rows rather than
// hundreds of thousands; active_member_weeks only tells whether a member was already counted this week.
// The counters are backfilled here from what already exists (cookie choices, sign-ins in the audit trail).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('application_launches')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application_name', 'text', (c) => c.notNull())
    .addColumn('launched_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('application_launches_user_time_idx')
    .on('application_launches')
    .columns(['user_id', 'launched_at'])
    .execute();

  await db.schema
    .createTable('usage_weekly')
    .addColumn('metric', 'text', (c) => c.notNull().check(sql`metric in ('launches', 'consent', 'active_members')`))
    .addColumn('week', 'date', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_weekly_pkey', ['metric', 'week', 'key'])
    .execute();

  await db.schema
    .createTable('active_member_weeks')
    .addColumn('week', 'date', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('active_member_weeks_pkey', ['week', 'user_id'])
    .execute();
  await db.schema.createIndex('active_member_weeks_user_id_idx').on('active_member_weeks').column('user_id').execute();

  // New accounts per week are counted from users.created_at.
  await db.schema.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  const week = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'UTC')::date`);
  await sql`
    insert into usage_weekly (metric, week, key, count)
    select 'consent', ${week('created_at')}, consent_method, count(*) from consent_logs group by 2, 3`.execute(db);
  await sql`
    insert into active_member_weeks (week, user_id)
    select distinct ${week('occurred_at')}, actor_id from audit_events
    where action in ('auth.sign_in', 'auth.register') and outcome = 'success'
      and actor_id in (select id from users)`.execute(db);
  await sql`
    insert into usage_weekly (metric, week, key, count)
    select 'active_members', week, '', count(*) from active_member_weeks group by week`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created_at_idx').execute();
  await db.schema.dropTable('active_member_weeks').execute();
  await db.schema.dropTable('usage_weekly').execute();
  await db.schema.dropTable('application_launches').execute();
}
