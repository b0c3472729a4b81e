// Briefings by e-mail in a browser: a member with an unconfirmed address turns them on at /account (off
// until then), is asked to confirm it and does, from the link e-mailed to them (double opt-in); an entry
// is published and the scheduled run goes twice, one message arrives; its one-click link unsubscribes with
// no cookie, and its page (one button) works for a person; the administrators' Briefings panel shows the send.
import { test, expect, expectNoA11yViolations } from './fixtures.ts';
import { createAccount, signIn } from './support/accounts.ts';
import { pageCopy } from './support/members-only.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { BRIEFINGS_CHOICE_WORDING } from '../../src/schemas/briefing-wording.ts';
import { runBriefings } from '../../netlify/lib/briefings/run.ts';
import { bulkMailer } from '../../netlify/lib/mail/bulk.ts';
import { useLocalSecrets } from '../../scripts/local-secrets.ts';

const account = pageCopy<{ briefings: { heading: string; savedOn: string; awaitingVerification: string } }>('account');
const verify = pageCopy<{ submit: string; doneHeading: string }>('verify-email');
const panel = pageCopy<{ briefingsPanel: { heading: string } }>('dashboard').briefingsPanel;

/** One scheduled run, as `briefings-send` makes it, against the site under test's database and mail server. */
async function scheduledRun(db: Parameters<typeof runBriefings>[0], baseURL: string, slug: string) {
  useLocalSecrets();
  process.env.SITE_URL = baseURL;
  process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;
  const entry = {
    slug,
    title: `A briefing for the browser test ${slug}`,
    summary: 'One sentence that says what the briefing is about.',
    audience: 'members' as const,
    publishDate: new Date().toISOString().slice(0, 10),
  };
  return runBriefings(db, { entries: [entry], mailer: bulkMailer()! });
}

test('a member turns briefings on, gets one message from two runs, and unsubscribes in one click', async ({
  page,
  db,
  mailbox,
  baseURL,
  playwright,
}) => {
  const member = await createAccount(db);
  await signIn(page, member);
  await page.goto('/account');
  const section = page.getByRole('region', { name: account.briefings.heading });
  const choice = section.getByRole('checkbox', { name: BRIEFINGS_CHOICE_WORDING });
  await expect(choice).toBeEnabled();
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(section.getByRole('status')).toHaveText(account.briefings.awaitingVerification);
  await expectNoA11yViolations(page);
  // Double opt-in: the choice takes effect once the address is confirmed from the link it was sent.
  const confirm = await mailbox.waitFor(member.email, /Confirm your e-mail address/);
  await page.goto(`${linkIn(confirm, '/verify-email').pathname}${linkIn(confirm, '/verify-email').search}`);
  await page.getByRole('button', { name: verify.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: verify.doneHeading })).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('checkbox', { name: BRIEFINGS_CHOICE_WORDING })).toBeChecked();

  const slug = `browser-${Date.now()}`;
  await scheduledRun(db, baseURL!, slug);
  await scheduledRun(db, baseURL!, slug);
  // Both runs are over, and the mailbox keeps each message before it answers 250: what arrived is all there is.
  const delivery = await db
    .selectFrom('briefingDeliveries')
    .select('status')
    .where('entrySlug', '=', slug)
    .where('userId', '=', member.id)
    .executeTakeFirstOrThrow();
  expect(delivery.status).toBe('sent');
  const received = mailbox.to(member.email).filter((mail) => mail.subject.includes(slug));
  expect(received).toHaveLength(1);
  const message = received[0]!;
  expect(message.text).toContain('sign in to read it');

  const link = new URL(/https?:\/\/\S+\/api\/briefings\/unsubscribe\?token=\S+/.exec(message.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expectNoA11yViolations(page);
  // The mailbox provider's one-click request: a POST with no cookie and no page.
  const provider = await playwright.request.newContext({ baseURL });
  const oneClick = await provider.post(link.pathname + link.search, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  await provider.dispose();
  await page.goto('/account');
  await expect(page.getByRole('checkbox', { name: BRIEFINGS_CHOICE_WORDING })).not.toBeChecked();
});

test("the unsubscribe page's button unsubscribes a person", async ({ page, db, baseURL, mailbox }) => {
  const member = await createAccount(db, { verified: true });
  await signIn(page, member);
  await page.goto('/account');
  await page.getByRole('checkbox', { name: BRIEFINGS_CHOICE_WORDING }).check();
  await expect(page.getByRole('region', { name: account.briefings.heading }).getByRole('status')).toHaveText(
    account.briefings.savedOn,
  );
  const slug = `button-${Date.now()}`;
  await scheduledRun(db, baseURL!, slug);
  const message = await mailbox.waitFor(member.email, new RegExp(slug));
  const link = new URL(/https?:\/\/\S+\/api\/briefings\/unsubscribe\?token=\S+/.exec(message.text)![0]);
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await expectNoA11yViolations(page);
});

test('administrators see the Briefings panel with each entry’s send', async ({ page, db }) => {
  await signIn(page, await createAccount(db, { role: 'admin' }));
  await page.goto('/dashboard');
  const region = page.getByRole('region', { name: panel.heading, exact: true });
  await expect(region.getByTestId('briefings-subscribers')).toBeVisible();
});
