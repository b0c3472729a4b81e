// Briefings by e-mail, end to end against the real database and a real SMTP server: the member's choice
// (off until turned on, recorded with its wording and time, audited), a run that sends each subscriber one
// message with both parts, the postal address and RFC 8058 headers, a second run that sends nobody again,
// the one-click unsubscribe (POST with no cookie), its confirmation page, and the administrators' panel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import { withOwnDatabase } from '../helpers/own-database.ts';
import accountBriefings from '../../netlify/functions/briefings-choice.mts';
import unsubscribeFunction from '../../netlify/functions/briefings-unsubscribe.mts';
import adminBriefings from '../../netlify/functions/admin-briefings.mts';
import { runBriefings } from '../../netlify/lib/briefings/run.ts';
import { claimDeliveries } from '../../netlify/lib/briefings/queue.ts';
import { DeliveryLedger } from '../../netlify/lib/briefings/ledger.ts';
import { briefingSettings } from '../../netlify/lib/briefings/settings.ts';
import { bulkMailer } from '../../netlify/lib/mail/bulk.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { BRIEFINGS_CHOICE_WORDING, type BriefingEntry } from '../../src/schemas/briefings.ts';
import { postalAddressLine } from '../../src/site.ts';

interface Arrived {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  raw: string;
}
const arrived: Arrived[] = [];
let server: SMTPServer;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        arrived.push({
          to: session.envelope.rcptTo[0]!.address,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers: parsed.headers,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  setClock(undefined);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const today = new Date().toISOString().slice(0, 10);
const entry = (slug: string, audience: BriefingEntry['audience']): BriefingEntry => ({
  slug,
  title: `The briefing called ${slug}`,
  summary: `A summary of ${slug}, one sentence long.`,
  audience,
  publishDate: today,
});

const run = (entries: BriefingEntry[]) => runBriefings(getDb(), { entries, mailer: bulkMailer()! });

describe('the choice on /account', () => {
  it('is off until the member turns it on; each choice is recorded with its wording and time, and audited', async () => {
    const me = await signedIn();
    const before = await call(accountBriefings, '/api/account/briefings', { cookie: me.cookie });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      subscribed: false,
      awaitingVerification: false,
      wording: BRIEFINGS_CHOICE_WORDING,
      changedAt: null,
    });

    const on = await call(accountBriefings, '/api/account/briefings', {
      method: 'PUT',
      cookie: me.cookie,
      body: { subscribed: true },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ subscribed: true, wording: BRIEFINGS_CHOICE_WORDING });
    expect(Date.parse(on.body.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Double opt-in: the address is not confirmed yet, so the link to confirm it went out with the answer.
    expect(on.body.awaitingVerification).toBe(true);
    const confirm = arrived.filter((m) => m.to === me.email);
    expect(confirm.map((m) => m.subject)).toEqual([expect.stringContaining('Confirm your e-mail address')]);
    expect(confirm[0]!.text).toContain('We send them only to confirmed addresses');

    const consents = await getDb()
      .selectFrom('briefingConsents')
      .select(['subscribed', 'wording', 'source'])
      .where('userId', '=', me.user.id)
      .execute();
    expect(consents).toEqual([{ subscribed: true, wording: BRIEFINGS_CHOICE_WORDING, source: 'account' }]);
    const events = await getDb()
      .selectFrom('auditEvents')
      .select('action')
      .where('actorId', '=', me.user.id)
      .where('action', 'like', 'briefings.%')
      .execute();
    expect(events).toEqual([{ action: 'briefings.subscribed' }]);
  });

  it('401 signed out; 400 with a field message for anything but true or false; nothing changes', async () => {
    expect((await call(accountBriefings, '/api/account/briefings')).status).toBe(401);
    const me = await signedIn();
    for (const body of [{ subscribed: 'yes' }, {}, { subscribed: true, extra: 1 }]) {
      const res = await call(accountBriefings, '/api/account/briefings', { method: 'PUT', cookie: me.cookie, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    const rows = await getDb().selectFrom('briefingConsents').select('id').where('userId', '=', me.user.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('sending', () => {
  it('each subscriber gets one message per entry, twice run; one-click unsubscribe works with no cookie', async () => {
    await withOwnDatabase('briefings_send', async (db) => {
      const reader = await signedIn('member', { verified: true });
      const other = await signedIn('member', { verified: true });
      const never = await signedIn('member', { verified: true });
      for (const person of [reader, other]) {
        await call(accountBriefings, '/api/account/briefings', {
          method: 'PUT',
          cookie: person.cookie,
          body: { subscribed: true },
        });
      }
      arrived.length = 0;
      const entries = [entry('members-briefing', 'members'), entry('public-article', 'public')];
      const first = await run(entries);
      expect(first).toMatchObject({ queuedEntries: 2, sent: 4, refused: 0, unknown: 0, remaining: 0 });
      const second = await run(entries);
      expect(second).toMatchObject({ queuedEntries: 0, sent: 0 });
      expect(arrived.map((m) => m.to).sort()).toEqual([reader.email, reader.email, other.email, other.email].sort());
      expect(arrived.some((m) => m.to === never.email)).toBe(false);

      const members = arrived.find((m) => m.to === reader.email && m.subject.includes('members-briefing'))!;
      expect(members.text).toContain('sign in to read it');
      expect(members.text).toContain('/auth?next=%2Finsights%2Fmembers-briefing');
      expect(members.html).toContain('The briefing called members-briefing');
      expect(members.text).toContain(postalAddressLine);
      expect(members.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
      const link = /^List-Unsubscribe: <([^>]+)>\r$/m.exec(members.raw)![1]!;
      expect(link.startsWith('http')).toBe(true);

      expect(members.html).toContain(`<a href="${link.replaceAll('&', '&amp;')}"`);

      const page = await call(unsubscribeFunction, link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const head = await call(unsubscribeFunction, link, { method: 'HEAD' });
      expect(head.status, 'HEAD answers as GET does').toBe(200);
      expect(head.body).toBeUndefined();
      expect(head.headers.get('content-type')).toBe(page.headers.get('content-type'));
      expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(page.body)));
      const stillSubscribed = await db
        .selectFrom('briefingSubscriptions')
        .select('userId')
        .where('userId', '=', reader.user.id)
        .execute();
      expect(stillSubscribed, 'a GET or HEAD changes nothing').toHaveLength(1);

      const oneClick = await call(unsubscribeFunction, link, {
        method: 'POST',
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(oneClick.status).toBe(200);
      const left = await db.selectFrom('briefingSubscriptions').select('userId').execute();
      expect(left.map((row) => row.userId)).toEqual([other.user.id]);
      const consent = await db
        .selectFrom('briefingConsents')
        .select(['subscribed', 'source'])
        .where('userId', '=', reader.user.id)
        .orderBy('recordedAt', 'desc')
        .executeTakeFirstOrThrow();
      expect(consent).toEqual({ subscribed: false, source: 'unsubscribe-link' });
      const audited = await db
        .selectFrom('auditEvents')
        .select('action')
        .where('actorId', '=', reader.user.id)
        .where('action', '=', 'briefings.unsubscribed')
        .execute();
      expect(audited).toHaveLength(1);

      const admin = await signedIn('admin');
      const panel = await call(adminBriefings, '/api/admin/briefings', { cookie: admin.cookie });
      expect(panel.status).toBe(200);
      expect(panel.body.subscribers).toBe(1);
      expect(panel.body.entries).toHaveLength(2);
      for (const row of panel.body.entries)
        expect(row).toMatchObject({ waiting: 0, sending: 0, sent: 2, refused: 0, unknown: 0, unsubscribesSince: 1 });
      expect((await call(adminBriefings, '/api/admin/briefings', { cookie: reader.cookie })).status).toBe(403);
      const runs = await db.selectFrom('auditEvents').select('details').where('action', '=', 'briefings.run').execute();
      expect(runs).toHaveLength(2);
    });
  });

  it('a run that stopped midway is put right: its claims wait again, what it was sending is unknown, never resent', async () => {
    await withOwnDatabase('briefings_resume', async (db) => {
      const people = await Promise.all([1, 2, 3, 4, 5].map(() => signedIn('member', { verified: true })));
      for (const person of people) {
        await call(accountBriefings, '/api/account/briefings', {
          method: 'PUT',
          cookie: person.cookie,
          body: { subscribed: true },
        });
      }
      arrived.length = 0;
      const entries = [entry('resumed', 'public')];
      // The stopped run: queued the entry (with no time to send), claimed three rows, began sending one.
      const queued = await runBriefings(db, { entries, mailer: bulkMailer()!, deadline: Date.now() });
      expect(queued).toMatchObject({ queuedEntries: 1, sent: 0, remaining: 5, stopped: 'time' });
      const token = crypto.randomUUID();
      const claimed = await claimDeliveries(db, { token, until: new Date(Date.now() + 60_000) }, 3, new Date());
      expect(claimed).toHaveLength(3);
      expect(await new DeliveryLedger(db, token).beginSending(claimed[0]!.id)).toMatchObject({ attempts: 1 });
      // A run before the lease ends leaves them alone.
      const early = await run(entries);
      expect(early).toMatchObject({ expiredToWaiting: 0, expiredToUnknown: 0, sent: 2 });
      setClock(() => new Date(Date.now() + briefingSettings().leaseMs + 1_000));
      const resumed = await run(entries);
      setClock(undefined);
      expect(resumed).toMatchObject({ expiredToWaiting: 2, expiredToUnknown: 1, sent: 2, remaining: 0 });
      expect(arrived).toHaveLength(4);
      expect(new Set(arrived.map((m) => m.to)).size).toBe(4);
      const unknown = await db
        .selectFrom('briefingDeliveries')
        .select(['userId', 'lastError'])
        .where('status', '=', 'unknown')
        .execute();
      expect(unknown).toEqual([{ userId: claimed[0]!.userId, lastError: expect.stringContaining('may have arrived') }]);
      expect((await run(entries)).sent).toBe(0);
    });
  });

  it('an unsubscribe link this site did not sign is a 404, one of another form a 400; nothing changes', async () => {
    expect((await call(unsubscribeFunction, '/api/briefings/unsubscribe?token=nonsense')).status).toBe(400);
    for (const token of [`00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`]) {
      const res = await call(unsubscribeFunction, `/api/briefings/unsubscribe?token=${token}`, {
        method: 'POST',
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(404);
    }
    expect((await call(unsubscribeFunction, '/api/briefings/unsubscribe')).status).toBe(404);
    expect((await call(unsubscribeFunction, `/api/briefings/unsubscribe?token=${'x'.repeat(201)}`)).status).toBe(400);
  });
});
