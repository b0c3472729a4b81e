import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { exportCsv } from '../../netlify/lib/exports/datasets.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import adminExport from '../../netlify/functions/admin-export.mts';

const download = (dataset: string, cookie?: string) =>
  call(adminExport, `/api/admin/exports/${dataset}`, { cookie, params: { dataset } });

const choices = (analytics: boolean) =>
  JSON.stringify({ essential: true, analytics, marketing: false, functional: false });

describe('GET /api/admin/exports/{dataset}', () => {
  it('answers 401 anonymous and 403 to members', async () => {
    expect((await download('enquiries.csv')).status).toBe(401);
    const member = await signedIn('member');
    expect((await download('consent-logs.csv', member.cookie)).status).toBe(403);
  });

  it('answers 404 for an unknown export', async () => {
    const admin = await signedIn('admin');
    const res = await download('users.csv', admin.cookie);
    expect(res.status).toBe(404);
  });

  it('downloads every enquiry as CSV, quoting messages and defusing formulas', async () => {
    const admin = await signedIn('admin');
    const tag = crypto.randomUUID();
    await getDb()
      .insertInto('contactSubmissions')
      .values({
        firstName: '=cmd()',
        lastName: 'O"Brien',
        email: 'ob@example.com',
        company: null,
        serviceInterest: 'general',
        message: `Hello, world\nsecond line ${tag}`,
      })
      .execute();
    const res = await download('enquiries.csv', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text: string = res.body;
    expect(text.split('\r\n')[0]).toBe(
      'Received,First name,Last name,Email,Company,Service of interest,Message,Handled,Id',
    );
    expect(text).toContain(`"'=cmd()","O""Brien",ob@example.com,,general,"Hello, world\nsecond line ${tag}",,`);
  });

  it('downloads the consent log with each category as yes/no', async () => {
    const admin = await signedIn('admin');
    const correlationId = `export_${crypto.randomUUID()}`;
    await getDb()
      .insertInto('consentLogs')
      .values({
        ipAddress: '203.0.113.0',
        userAgent: 'Mozilla/5.0',
        action: 'update',
        consentChoices: choices(true),
        previousChoices: choices(false),
        consentMethod: 'customize',
        correlationId,
      })
      .execute();
    const res = await download('consent-logs.csv', admin.cookie);
    expect(res.status).toBe(200);
    const line = (res.body as string).split('\r\n').find((l) => l.includes(correlationId))!;
    expect(line).toMatch(
      /^\d{4}-\d\d-\d\dT[^,]+,update,customize,yes,no,no,no,no,no,1\.0,,203\.0\.113\.0,Mozilla\/5\.0,,export_/,
    );
  });

  it('streams exports larger than one batch without losing or repeating rows', async () => {
    const tag = crypto.randomUUID();
    const sameMoment = new Date();
    await getDb()
      .insertInto('contactSubmissions')
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          firstName: 'Batch',
          lastName: String(i),
          email: 'batch@example.com',
          serviceInterest: 'general',
          message: `${tag} #${i}`,
          createdAt: sameMoment, // equal timestamps: the id breaks ties
        })),
      )
      .execute();
    const { body } = await exportCsv(getDb(), 'enquiries.csv', { batchSize: 2 });
    const text = await new Response(body).text();
    const ours = text.split('\r\n').filter((line) => line.includes(tag));
    expect(ours).toHaveLength(7);
    expect(new Set(ours).size).toBe(7);
  });
});
