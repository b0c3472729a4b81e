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
