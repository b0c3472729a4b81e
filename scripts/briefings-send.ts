// npm run briefings:send: one run of the briefing e-mails by hand, the same as the scheduled function
// `briefings-send` (hourly on Netlify): new entries from the last build (.netlify/briefings/entries.json) to
// the members who chose briefings, over SMTP_URL, on the database the environment points at (else the
// local one). Safe to run at any time: nobody is sent an entry twice.
import { pathToFileURL } from 'node:url';
import { createDb } from '../db/client.ts';
import { sendBriefings } from '../netlify/lib/briefings/send.ts';
import { openLocalDatabase } from './local-db.ts';

const local = await openLocalDatabase();
const db = createDb({ ...process.env, DATABASE_URL: local.url });
try {
  const report = await sendBriefings(db, pathToFileURL(`${process.cwd()}/`));
  if (!report) console.log('SMTP_URL is not set: nothing was sent.');
  else
    console.log(
      `Queued ${report.queuedEntries} new entr${report.queuedEntries === 1 ? 'y' : 'ies'}; sent ${report.sent} message(s) in ` +
        `${report.batches} batch(es), ${report.retrying} to try again later, ${report.failed} failed; ` +
        `${report.remaining} still queued (${report.ms} ms).`,
    );
} finally {
  await db.destroy();
  await local.stop();
}
