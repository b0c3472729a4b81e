// The editor can never save what the build refuses: public/admin/config.yml (what Decap shows) and the
// content schemas (what the build accepts) have the same fields, kinds and required-ness.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DecapField } from './fields.ts';
import { LIST_KEY } from './collections.ts';
import { compareFields } from './parity.ts';
import { CONFIG_PATH, renderConfig } from './render.ts';
import { type CollectionName, type JsonSchema, contentJsonSchemas } from './schemas.ts';

interface DecapFile {
  name: string;
  file: string;
  fields: DecapField[];
}
interface DecapCollection {
  name: string;
  folder?: string;
  files?: DecapFile[];
  fields?: DecapField[];
}

const written = readFileSync(CONFIG_PATH, 'utf8');
const config = parse(written) as { collections: DecapCollection[] };
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name} in config.yml`);
  return found;
};

let schemas: Record<CollectionName, JsonSchema>;
beforeAll(async () => {
  schemas = await contentJsonSchemas();
});

describe('the Decap configuration and the content schemas', () => {
  it.each([
    ['case-studies', 'caseStudies', 'src/content/case-studies'],
    ['services', 'services', 'src/content/services'],
  ] as const)('%s: the Markdown folder collection has the schema’s fields, plus the body', (name, schema, folder) => {
    const c = collection(name);
    expect(c.folder).toBe(folder);
    const fields = c.fields ?? [];
    expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', required: false });
    expect(compareFields(fields.slice(0, -1), schemas[schema])).toEqual([]);
  });

  it('insights: the Markdown folder has the schema’s fields, a required body, authors chosen among the leaders', () => {
    const c = collection('insights');
    expect(c.folder).toBe('src/content/insights');
    const fields = c.fields ?? [];
    expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
    expect(fields.at(-1)?.required).toBeUndefined();
    expect(compareFields(fields.slice(0, -1), schemas.insights)).toEqual([]);
    expect(fields.find((f) => f.name === 'author')).toMatchObject({
      widget: 'relation',
      collection: 'leaders',
      file: 'leaders',
      value_field: `${LIST_KEY}.*.id`,
    });
    expect(fields.find((f) => f.name === 'heroImage')).toMatchObject({
      widget: 'image',
      media_folder: '/src/assets/insights',
      public_folder: '../../assets/insights',
    });
  });

  it.each([
    ['leaders', 'leaders'],
    ['faqs', 'faqs'],
    ['reviews', 'reviews'],
    ['metrics-banner', 'metricsBanner'],
    ['applications', 'applications'],
  ] as const)('%s: the YAML file is a list of entries with the schema’s fields', (name, schema) => {
    const [file] = collection(name).files ?? [];
    expect(file?.file).toBe(`src/content/${name}.yaml`);
    expect(file?.fields.map((f) => [f.name, f.widget])).toEqual([[LIST_KEY, 'list']]);
    expect(compareFields(file?.fields[0]?.fields ?? [], schemas[schema])).toEqual([]);
    // The file the build reads has the same shape.
    const data = parse(readFileSync(file!.file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual([LIST_KEY]);
  });

  it('page copy: one file per page, each with its page schema’s fields, and the shared words', () => {
    const files = collection('pages').files ?? [];
    const pages = schemas.pages.oneOf ?? [];
    expect(files.map((f) => f.name).sort()).toEqual(
      ['ui', ...pages.map((p) => String(p.properties?.page?.const))].sort(),
    );
    for (const page of pages) {
      const name = String(page.properties?.page?.const);
      const file = files.find((f) => f.name === name)!;
      expect(file.file).toBe(`src/content/pages/${name}.yaml`);
      expect(compareFields(file.fields, page, `${name}: `)).toEqual([]);
    }
    const ui = files.find((f) => f.name === 'ui')!;
    expect(ui.file).toBe('src/content/ui.yaml');
    expect(compareFields(ui.fields, schemas.ui)).toEqual([]);
  });

  it('the comparison notices a missing field, a wrong required-ness, kind, option or list bound', () => {
    const fields = structuredClone(collection('case-studies').fields ?? []).slice(0, -1);
    const byName = (name: string) => fields.find((f) => f.name === name)!;
    byName('client').required = false;
    byName('order').widget = 'string';
    byName('category').options = byName('category').options?.slice(1);
    byName('metrics').max = 5;
    fields.splice(fields.indexOf(byName('summary')), 1);
    expect(compareFields(fields, schemas.caseStudies)).toEqual([
      'summary: in the schema, not in the editor',
      'category: options ["financial-services","healthcare","innovation","risk-mitigation","corporate-restructuring"] differ from the schema\'s ["enterprise-software","financial-services","healthcare","innovation","risk-mitigation","corporate-restructuring"]',
      'client: required in the schema, optional in the editor',
      'metrics: 3-4 items in the schema, 3-5 in the editor',
      'order: the schema needs number, the editor has string',
    ]);
  });

  it("a field's hint is its own object's: dialogs with the same fields keep their own wording rules", () => {
    const pages = collection('pages').files ?? [];
    const dashboard = pages.find((file) => file.name === 'dashboard')!.fields;
    const users = dashboard.find((field) => field.name === 'users')!.fields ?? [];
    const textHint = (dialog: string) =>
      users.find((field) => field.name === dialog)!.fields!.find((field) => field.name === 'text')!.hint;
    expect(textHint('deleteDialog')).toMatch(/cannot be undone/);
    expect(textHint('twoFactorDialog')).toBeUndefined();
    expect(textHint('passkeysDialog')).toBeUndefined();
  });

  it('config.yml is what `npm run cms:config` writes from today’s schemas', async () => {
    expect(written, 'run `npm run cms:config`').toBe(await renderConfig());
  });
});
