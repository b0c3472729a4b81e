// A run as the scheduled function and `npm run briefings:send` start it: the built entries from `root`,
// the mailer on SMTP_URL, one run by `deadline` (by default the run's budget from now). Without SMTP_URL
// nothing is sent (logged).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { logEvent } from '../log.ts';
import { bulkMailer } from '../mail/bulk.ts';
import { readBriefingEntries } from './entries.ts';
import { runBriefings, type RunReport } from './run.ts';

export async function sendBriefings(db: Kysely<Database>, root: URL, deadline?: number): Promise<RunReport | null> {
  const mailer = bulkMailer();
  if (!mailer) {
    logEvent('mail.not_configured', { kind: 'briefings' });
    return null;
  }
  const report = await runBriefings(db, { entries: await readBriefingEntries(root), mailer, deadline });
  logEvent('briefings.run', { ...report });
  return report;
}
