// API tests that read mail: a real SMTP server for the test file, with SMTP_URL pointing at it.
import { afterAll, beforeAll } from 'vitest';
import { startMailbox, type Mailbox } from './mailbox.ts';

export function useMailbox(): () => Mailbox {
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
    process.env.SMTP_URL = mailbox.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await mailbox?.close();
  });
  return () => {
    if (!mailbox) throw new Error('the mailbox starts in beforeAll');
    return mailbox;
  };
}
