import { latestMigration } from '../../db/migrations/index.ts';
import { Connection, get } from '../helpers/connection.ts';
import { linkIn } from '../helpers/mailbox.ts';
import { test, expect } from './fixtures.ts';
import { createAccount } from './support/accounts.ts';
import { pageCopy } from './support/copy.ts';

test.describe('production-like server', () => {
  test('routes /api/* to the functions, with the database behind them', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      migration: latestMigration,
    });
    expect(res.headers()['cache-control']).toBe('no-store');
  });

  test('serves pages with the security headers', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toContain(
      'publickey-credentials-create=(self), publickey-credentials-get=(self)',
    );
  });

  test('home page carries a hashed CSP without unsafe-inline', async ({ page }) => {
    await page.goto('/');
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).toContain('script-src');
    expect(csp).not.toContain('unsafe-inline');
    await expect(page).toHaveTitle(/\| Traditional Values, Cutting Edge Delivery$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test.describe(() => {
    // Chromium logs the document's own 404 status as a console error.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('unknown paths get the 404 page with a 404 status and a link home', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: pageCopy('not-found').heading })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: /home/i }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

// What a browser never sends, over raw sockets to the server `npm start` runs.
test.describe('production-like server, over one raw connection', () => {
  const serverPort = (baseURL: string | undefined) => Number(new URL(baseURL!).port);
  /** An address of its own, so per-address limits (password resets) are this test's alone. */
  const ownAddress = () => `127.${[1, 2, 3].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

  test('keeps answering on one keep-alive socket after a 1 MB body (413) and a 1 MB text body (415)', async ({
    baseURL,
  }) => {
    const connection = new Connection(serverPort(baseURL));
    const megabyte = Buffer.alloc(1024 * 1024, 'x');
    const post = (path: string, type: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${megabyte.length}\r\n\r\n`;
    expect((await connection.request(post('/api/contact', 'application/json'), megabyte)).status).toBe(413);
    expect((await connection.request(post('/api/logout', 'text/plain'), megabyte)).status).toBe(415);
    const after = [];
    for (const path of ['/', '/api/health', '/privacy-policy'])
      after.push((await connection.request(get(path))).status);
    connection.close();
    expect(after).toEqual([200, 200, 200]);
  });

  test('refuses a malformed Host, the path /%zz and TRACE with 400/405 and the security headers', async ({
    baseURL,
  }) => {
    const answers = [];
    for (const head of [
      'GET / HTTP/1.1\r\nHost: evil example\r\n\r\n',
      get('/%zz'),
      'TRACE / HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ]) {
      const connection = new Connection(serverPort(baseURL));
      const res = await connection.request(head);
      connection.close();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      answers.push(res.status);
    }
    expect(answers).toEqual([400, 400, 405]);
  });

  test("e-mails a reset link to the server's own address whatever Host the request names", async ({
    baseURL,
    db,
    mailbox,
  }) => {
    const account = await createAccount(db);
    const connection = new Connection(serverPort(baseURL), ownAddress());
    const body = JSON.stringify({ email: account.email });
    const res = await connection.request(
      `POST /api/password/forgot HTTP/1.1\r\nHost: evil.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    connection.close();
    expect(res.status).toBe(202);
    const link = linkIn(await mailbox.waitFor(account.email, /Reset your WAC Advisory password/), '/reset-password');
    expect(link.origin).toBe(new URL(baseURL!).origin);
  });
});
