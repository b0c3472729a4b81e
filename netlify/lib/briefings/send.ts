// A run as the scheduled function and `npm run briefings:send` start it: the built entries from `root`,
// the pooled mailer on SMTP_URL, one run, the mailer closed. Without SMTP_URL nothing is sent (logged).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import { logEvent } from '../log.ts';
import { bulkMailer } from '../mail/bulk.ts';
import { readBriefingEntries } from './entries.ts';
import { runBriefings, type RunReport } from './run.ts';

export async function sendBriefings(db: Kysely<Database>, root: URL): Promise<RunReport | null> {
  const mailer = bulkMailer();
  if (!mailer) {
    logEvent('mail.not_configured', { kind: 'briefings' });
    return null;
  }
  try {
    const report = await runBriefings(db, { entries: await readBriefingEntries(root), mailer });
    logEvent('briefings.run', { ...report });
    return report;
  } finally {
    mailer.close();
  }
}
