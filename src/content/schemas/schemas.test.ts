// The content schemas load in plain Node (no astro:content), and the site's own content files pass them:
// what the build checks, checked without the build, by anything that imports the schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { faqSchema } from './faqs.ts';
import { pageSchema } from './pages/index.ts';
import { slug } from './shared.ts';
import { uiSchema } from './ui.ts';

const CONTENT = new URL('../', import.meta.url);
const yaml = (path: string): unknown => parse(readFileSync(new URL(path, CONTENT), 'utf8'));

describe('content schemas outside Astro', () => {
  const page = pageSchema(slug);
  const files = readdirSync(new URL('pages/', CONTENT)).filter((file) => file.endsWith('.yaml'));

  it.each(files)('pages/%s passes its schema', (file) => {
    expect(page.safeParse(yaml(`pages/${file}`)).error).toBeUndefined();
  });

  it('a page file with a misspelt key fails, naming the key', () => {
    const home = yaml('pages/home.yaml') as Record<string, unknown>;
    const result = page.safeParse({ ...home, heroo: {} });
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('heroo');
  });

  it('ui.yaml and faqs.yaml pass their schemas', () => {
    expect(uiSchema.safeParse((yaml('ui.yaml') as { shared: unknown }).shared).error).toBeUndefined();
    expect(z.array(faqSchema).safeParse((yaml('faqs.yaml') as { entries: unknown }).entries).error).toBeUndefined();
  });
});

describe('label in name (WCAG 2.5.3)', () => {
  const page = pageSchema(slug);
  const withUsers = (change: Record<string, string>) => {
    const dashboard = yaml('pages/dashboard.yaml') as { users: Record<string, unknown> };
    return { ...dashboard, users: { ...dashboard.users, ...change } };
  };

  it("refuses a row button's accessible name that does not contain its visible label", () => {
    const result = page.safeParse(withUsers({ removePasskeysFor: 'Remove the passkeys of {name}' }));
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain("must contain its visible label 'Remove passkeys'");
  });

  it('accepts a name that starts with the label in any case', () => {
    expect(page.safeParse(withUsers({ sessionsFor: 'SESSIONS of {name}' })).error).toBeUndefined();
  });

  it("refuses a session's sign-out name without 'Sign out'", () => {
    const account = yaml('pages/account.yaml') as { sessions: Record<string, unknown> };
    const result = page.safeParse({ ...account, sessions: { ...account.sessions, signOutFor: 'End {device}' } });
    expect(z.prettifyError(result.error!)).toContain("must contain its visible label 'Sign out'");
  });
});
