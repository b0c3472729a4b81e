// Marks every piece of copy in the content files, as an editor rewording everything at once would: each
// string an editor writes as words gets `mark` appended, and Markdown headings too. Strings the content
// schemas pin down are left alone (slugs, ids, enumerations, site paths and URLs, e-mail addresses,
// dates, image paths and references to other entries), and the result is checked against the schemas:
// any string the schemas refuse once marked (a length limit, say) goes back to what it was.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import type { z } from 'astro/zod';
import { type CollectionName, type JsonSchema, contentJsonSchemas, contentSchemas } from '../cms/schemas.ts';

type Path = (string | number)[];
type Data = unknown;

/** Where each collection's files are, and how an entry sits in its file. */
const SOURCES: { collection: CollectionName; files: string; entries: 'file' | 'list' | 'keyed' }[] = [
  { collection: 'ui', files: 'ui.yaml', entries: 'keyed' },
  { collection: 'applications', files: 'applications.yaml', entries: 'list' },
  { collection: 'metricsBanner', files: 'metrics-banner.yaml', entries: 'list' },
  { collection: 'leaders', files: 'leaders.yaml', entries: 'list' },
  { collection: 'faqs', files: 'faqs.yaml', entries: 'list' },
  { collection: 'reviews', files: 'reviews.yaml', entries: 'list' },
  { collection: 'pages', files: 'pages/*.yaml', entries: 'file' },
  { collection: 'services', files: 'services/*.md', entries: 'file' },
  { collection: 'caseStudies', files: 'case-studies/*.md', entries: 'file' },
  { collection: 'insights', files: 'insights/*.md', entries: 'file' },
];

/** The schemas a value may match: the branches of a union, flattened. */
function branches(schemas: JsonSchema[]): JsonSchema[] {
  return schemas.flatMap((s) => (s.anyOf || s.oneOf ? branches([...(s.anyOf ?? []), ...(s.oneOf ?? [])]) : [s]));
}

/** A string the schemas fix (not words an editor writes), or one they say nothing about. */
function isPinned(schemas: JsonSchema[]): boolean {
  const all = branches(schemas);
  if (!all.length || all.some((s) => !s.type)) return true;
  return all.some(
    (s) =>
      s.type !== 'string' ||
      s.enum !== undefined ||
      s.const !== undefined ||
      s.decapRelation !== undefined ||
      s.decapImage !== undefined ||
      (s.format !== undefined && s.format !== 'includes') ||
      s.pattern?.startsWith('^'),
  );
}

/** The branches of an object union that fit `value`: each constant property (a discriminator) matches. */
function objectBranches(schemas: JsonSchema[], value: Record<string, Data>): JsonSchema[] {
  return branches(schemas).filter(
    (s) =>
      s.properties && Object.entries(s.properties).every(([key, p]) => p.const === undefined || p.const === value[key]),
  );
}

/** Appends `mark` to every copy string in `value` (in place); returns the paths it changed. */
function markStrings(value: Data, schemas: JsonSchema[], mark: string, at: Path = []): Map<string, Path> {
  const changed = new Map<string, Path>();
  const visit = (node: Data, candidates: JsonSchema[], where: Path, set: (next: string) => void) => {
    if (typeof node === 'string') {
      if (!isPinned(candidates) && node.trim()) {
        set(`${node}${mark}`);
        changed.set(JSON.stringify(where), where);
      }
    } else if (Array.isArray(node)) {
      const lists = branches(candidates);
      node.forEach((item, i) =>
        visit(
          item,
          lists.flatMap((s) => [s.prefixItems?.[i] ?? s.items].filter((x): x is JsonSchema => !!x)),
          [...where, i],
          (next) => (node[i] = next),
        ),
      );
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, Data>;
      const objects = objectBranches(candidates, record);
      for (const key of Object.keys(record)) {
        const inner = objects.flatMap((s) => (s.properties?.[key] ? [s.properties[key]] : []));
        visit(record[key], inner, [...where, key], (next) => (record[key] = next));
      }
    }
  };
  visit(value, schemas, at, () => {
    throw new Error('the entry itself is a string');
  });
  return changed;
}

/** Puts back the strings the schema refuses, until it accepts the entry (or nothing more can be put back). */
function keepValid(entry: Data, original: Data, schema: z.ZodType, changed: Map<string, Path>): void {
  for (let round = 0; round < 50; round += 1) {
    const result = schema.safeParse(entry);
    if (result.success) return;
    const under = (depth: number) =>
      [...changed.values()].filter((where) =>
        result.error.issues.some((issue) =>
          issue.path.slice(0, issue.path.length - depth).every((step, i) => where[i] === step),
        ),
      );
    // A refusal that names a string already put back is about its siblings (a label its button's name must
    // contain, say): those are put back next.
    const exact = under(0);
    const refused = exact.length ? exact : under(1);
    if (!refused.length) throw new Error(`the content is invalid before any change: ${result.error.message}`);
    for (const where of refused) {
      setAt(entry, where, getAt(original, where));
      changed.delete(JSON.stringify(where));
    }
  }
}

const getAt = (data: Data, where: Path): Data =>
  where.reduce<Data>((node, step) => (node as Record<string | number, Data>)[step], data);
function setAt(data: Data, where: Path, value: Data) {
  (getAt(data, where.slice(0, -1)) as Record<string | number, Data>)[where.at(-1)!] = value;
}

/** Markdown headings outside code blocks, marked. */
function markHeadings(body: string, mark: string): { body: string; count: number } {
  let fenced = false;
  let count = 0;
  const lines = body.split('\n').map((line) => {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || !/^#{1,6} \S/.test(line)) return line;
    count += 1;
    return `${line}${mark}`;
  });
  return { body: lines.join('\n'), count };
}

function filesOf(content: string, pattern: string): string[] {
  const [folder, glob] = pattern.includes('/') ? pattern.split('/') : ['', pattern];
  const extension = glob!.replace('*', '');
  return glob!.startsWith('*')
    ? readdirSync(path.join(content, folder!))
        .filter((name) => name.endsWith(extension))
        .map((name) => path.join(content, folder!, name))
    : [path.join(content, pattern)];
}

/** Marks the copy in every content file under `content` (a src/content folder); returns what it changed. */
export async function markContent(content: string, mark: string): Promise<{ files: number; strings: number }> {
  const [jsonSchemas, schemas] = await Promise.all([contentJsonSchemas(), contentSchemas()]);
  let files = 0;
  let strings = 0;
  for (const { collection, files: pattern, entries } of SOURCES) {
    for (const file of filesOf(content, pattern)) {
      const text = readFileSync(file, 'utf8');
      const markdown = file.endsWith('.md') ? /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) : null;
      const data = parse(markdown ? markdown[1]! : text) as Record<string, Data>;
      const original = structuredClone(data);
      const entryPaths: Path[] =
        entries === 'file'
          ? [[]]
          : entries === 'list'
            ? (data.entries as Data[]).map((_, i) => ['entries', i])
            : Object.keys(data).map((key) => [key]);
      for (const at of entryPaths) {
        const entry = getAt(data, at);
        const changed = markStrings(entry, [jsonSchemas[collection]], mark);
        keepValid(entry, getAt(original, at), schemas[collection], changed);
        strings += changed.size;
      }
      let out = stringify(data, { lineWidth: 0 });
      if (markdown) {
        const { body, count } = markHeadings(markdown[2]!, mark);
        strings += count;
        out = `---\n${out}---\n${body}`;
      }
      writeFileSync(file, out);
      files += 1;
    }
  }
  return { files, strings };
}
