// Before the browser tests: one SMTP server for the whole run, on the port the site under test sends to
// (SMTP_URL in playwright.config.ts). It saves each message to a folder that every worker reads (the
// `mailbox` fixture), so tests in different workers see the same mail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailbox } from '../helpers/mailbox.ts';

export default async function globalSetup() {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-mail-'));
  const mailbox = await startMailbox(Number(process.env.E2E_SMTP_PORT), { saveTo: folder });
  // Workers start after this and inherit the environment.
  process.env.E2E_MAIL_FOLDER = folder;
  return async () => {
    await mailbox.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
