// Content files in the form the editor writes them. Decap CMS re-serialises a whole file on every save
// (its own YAML library and line folding, top-level keys in the form's field order), so a file written any
// other way changes throughout on its first save. These are Decap's own formatters (decap-cms-core, the
// version the editor's bundle is built from), bundled once with esbuild so plain Node can run them, and
// every content file the editor edits, with the field order it saves in.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { CONFIG_PATH } from './render.ts';

interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
}

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Decap's frontmatter (Markdown) and YAML formatters. */
async function decapFormatters(): Promise<{ markdown: Formatter; yaml: Formatter }> {
  const result = await build({
    stdin: {
      contents: `export { FrontmatterInfer as markdown } from 'decap-cms-core/dist/esm/formats/frontmatter';
        export { default as yaml } from 'decap-cms-core/dist/esm/formats/yaml';`,
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'decap-formats-')), 'formats.cjs');
  writeFileSync(file, result.outputFiles[0]!.text);
  return createRequire(import.meta.url)(file) as { markdown: Formatter; yaml: Formatter };
}

export interface EditorFile {
  /** Path from the repository root. */
  file: string;
  format: 'markdown' | 'yaml';
  /** The top-level keys in the order Decap writes them (its form's fields). */
  fieldOrder: string[];
}

interface ConfigField {
  name: string;
}
interface ConfigCollection {
  folder?: string;
  extension?: string;
  fields?: ConfigField[];
  files?: { file: string; fields: ConfigField[] }[];
}

/** Every file the editor can save, from public/admin/config.yml. */
export function editorFiles(): EditorFile[] {
  const config = parse(readFileSync(CONFIG_PATH, 'utf8')) as { collections: ConfigCollection[] };
  return config.collections.flatMap((collection): EditorFile[] => {
    if (collection.folder) {
      const fieldOrder = (collection.fields ?? []).map((f) => f.name);
      return readdirSync(path.join(root, collection.folder))
        .filter((name) => name.endsWith(`.${collection.extension ?? 'md'}`))
        .map((name) => ({ file: `${collection.folder}/${name}`, format: 'markdown', fieldOrder }));
    }
    return (collection.files ?? []).map((f) => ({
      file: f.file,
      format: 'yaml',
      fieldOrder: f.fields.map((x) => x.name),
    }));
  });
}

let formatters: Promise<{ markdown: Formatter; yaml: Formatter }> | undefined;

/** The file's text as the editor would save it unchanged. */
export async function asEditorWrites(entry: EditorFile, text: string): Promise<string> {
  formatters ??= decapFormatters();
  const formatter = (await formatters)[entry.format];
  return formatter.toFile(formatter.fromFile(text), entry.fieldOrder, {});
}
