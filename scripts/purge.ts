// npm run db:purge: deletes consent logs, enquiries, expired sessions and spent rate-limit counters past
// their retention periods (docs/retention.md). Safe to run at any time; schedule it daily in production.
import { createDb } from '../db/client.ts';
import { purgeExpired, RETENTION } from '../netlify/lib/retention.ts';
import { openLocalDatabase } from './local-db.ts';

const local = await openLocalDatabase();
const db = createDb({ ...process.env, DATABASE_URL: local.url });
try {
  const result = await purgeExpired(db);
  console.log(
    [
      `Deleted ${result.consentLogs} consent log record(s) and ${result.enquiries} enquiry(ies) closed more than ${RETENTION.closedRecordsDays} days ago,`,
      `${result.sessions} expired session(s) and ${result.rateLimits} spent rate-limit counter(s),`,
      `and ${result.auditEvents} audit event(s) older than ${RETENTION.auditEventsDays} days.`,
    ].join('\n'),
  );
} finally {
  await db.destroy();
  await local.stop();
}
