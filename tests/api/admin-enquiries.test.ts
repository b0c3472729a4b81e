import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import adminEnquiries from '../../netlify/functions/admin-enquiries.mts';
import adminEnquiry from '../../netlify/functions/admin-enquiry.mts';

async function insertEnquiry(overrides: Partial<{ createdAt: Date; message: string; company: string | null }> = {}) {
  return getDb()
    .insertInto('contactSubmissions')
    .values({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      company: 'Navy',
      serviceInterest: 'enterprise-technology',
      message: `Line one\nLine two ${crypto.randomUUID()}`,
      ...overrides,
    })
    .returning(['id', 'message'])
    .executeTakeFirstOrThrow();
}

const list = (query = '', cookie?: string) => call(adminEnquiries, `/api/admin/enquiries${query}`, { cookie });
const patch = (id: string, body: unknown, cookie?: string, raw?: { rawBody: string; type: string }) =>
  call(adminEnquiry, `/api/admin/enquiries/${id}`, {
    method: 'PATCH',
    ...(raw ? { rawBody: raw.rawBody, headers: { 'content-type': raw.type } } : { body }),
    cookie,
    params: { id },
  });

describe('enquiries API: roles', () => {
  it('answers 401 to anonymous callers and 403 to members, changing nothing', async () => {
    const { id } = await insertEnquiry();
    const member = await signedIn('member');
    expect((await list()).status).toBe(401);
    expect((await list('', member.cookie)).body).toEqual({ code: 'forbidden', message: 'Forbidden' });
    expect((await patch(id, { handled: true })).status).toBe(401);
    expect((await patch(id, { handled: true }, member.cookie)).status).toBe(403);
    const row = await getDb()
      .selectFrom('contactSubmissions')
      .select('handledAt')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.handledAt).toBeNull();
  });
});

describe('GET /api/admin/enquiries', () => {
  it('lists enquiries newest first with the full message, a page at a time', async () => {
    const admin = await signedIn('admin');
    // Far-future dates keep these three at the top, whatever other test files insert meanwhile.
    const year = 2090 + Math.floor(Math.random() * 9);
    const oldest = await insertEnquiry({ createdAt: new Date(`${year}-01-01T10:00:00Z`) });
    const middle = await insertEnquiry({ createdAt: new Date(`${year}-01-02T10:00:00Z`), company: null });
    const newest = await insertEnquiry({ createdAt: new Date(`${year}-01-03T10:00:00Z`) });

    const first = await list('?limit=2', admin.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.enquiries.map((e: { id: string }) => e.id)).toEqual([newest.id, middle.id]);
    expect(first.body.enquiries[0]).toEqual({
      id: newest.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      company: 'Navy',
      serviceInterest: 'enterprise-technology',
      message: newest.message,
      handledAt: null,
      createdAt: `${year}-01-03T10:00:00.000Z`,
    });
    expect(first.body.enquiries[1].company).toBeNull();
    expect(first.body.nextCursor).toBe(middle.id);
    expect(first.body.openCount).toBeGreaterThanOrEqual(3);

    const second = await list(`?limit=2&before=${first.body.nextCursor}`, admin.cookie);
    expect(second.body.enquiries[0].id).toBe(oldest.id);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?before=not-an-id', 'before'],
  ])('answers 400 for %s', async (query, field) => {
    const admin = await signedIn('admin');
    const res = await list(query, admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty([field]);
  });

  it('refuses writes to the collection', async () => {
    const admin = await signedIn('admin');
    const res = await call(adminEnquiries, '/api/admin/enquiries', { body: {}, cookie: admin.cookie });
    expect(res.status).toBe(405);
  });
});

describe('PATCH /api/admin/enquiries/{id}', () => {
  it('marks an enquiry handled and open again', async () => {
    const admin = await signedIn('admin');
    const { id } = await insertEnquiry();
    const handled = await patch(id, { handled: true }, admin.cookie);
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({ id, handledAt: expect.stringMatching(/^\d{4}-/) });
    const reopened = await patch(id, { handled: false }, admin.cookie);
    expect(reopened.body).toMatchObject({ id, handledAt: null });
  });

  it('keeps the first handled time when administrators mark it at the same moment', async () => {
    const [first, second] = [await signedIn('admin'), await signedIn('admin')];
    const { id } = await insertEnquiry();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => patch(id, { handled: true }, (i % 2 ? first : second).cookie)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const stamps = new Set(results.map((r) => r.body.handledAt));
    expect(stamps.size).toBe(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signedIn('admin');
    const unknown = await patch(crypto.randomUUID(), { handled: true }, admin.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: 'Enquiry not found' });
    expect((await patch('42', { handled: true }, admin.cookie)).status).toBe(404);
  });

  it.each([
    [{ handled: 'yes' }, 'handled'],
    [{}, 'handled'],
    [{ handled: true, note: 'x' }, 'note'],
  ])('answers 400 for %j', async (body, field) => {
    const admin = await signedIn('admin');
    const { id } = await insertEnquiry();
    const res = await patch(id, body, admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty([field]);
  });

  it('answers 415 for a non-JSON body', async () => {
    const admin = await signedIn('admin');
    const { id } = await insertEnquiry();
    const res = await patch(id, undefined, admin.cookie, { rawBody: 'handled=true', type: 'text/plain' });
    expect(res.status).toBe(415);
  });
});
