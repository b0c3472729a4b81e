// npm run briefings:send: one run of the briefing e-mails by hand, the same as the scheduled function
// `briefings-send` (hourly on Netlify), with the same budget counted from this command's start: new entries
// from the last build (.netlify/briefings/entries.json) to the members who chose briefings and confirmed
// their address, over SMTP_URL, on the database the environment points at (else the local one). The secrets
// come as `npm start` takes them (the environment, else .netlify/local-secrets.json); without a usable one
// it stops before it claims anything. Safe to run at any time: nobody is sent an entry twice.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createDb } from '../db/client.ts';
import { briefingSettings } from '../netlify/lib/briefings/settings.ts';
import { sendBriefings } from '../netlify/lib/briefings/send.ts';
import { unusableSecret } from '../netlify/lib/secrets.ts';
import { openLocalDatabase } from './local-db.ts';
import { useLocalSecrets } from './local-secrets.ts';

const deadline = performance.timeOrigin + briefingSettings().budgetMs;
console.log(useLocalSecrets());
const unusable = unusableSecret();
if (unusable) {
  console.error(`Nothing was sent or claimed: ${unusable.message}`);
  process.exit(1);
}
const local = await openLocalDatabase();
const db = createDb({ ...process.env, DATABASE_URL: local.url });
try {
  const report = await sendBriefings(db, pathToFileURL(`${process.cwd()}/`), deadline);
  if (!report) console.log('SMTP_URL is not set: nothing was sent.');
  else
    console.log(
      `Queued ${report.queuedEntries} new entr${report.queuedEntries === 1 ? 'y' : 'ies'}; in ${report.batches} ` +
        `batch(es): ${report.sent} sent, ${report.retrying} to try again later, ${report.refused} refused, ` +
        `${report.unknown} of unknown fate, ${report.cancelled} cancelled; ${report.remaining} still to send ` +
        `(${report.ms} ms, stopped: ${report.stopped}).`,
    );
} finally {
  await db.destroy();
  await local.stop();
}
