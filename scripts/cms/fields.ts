// Decap's form for each value of a content schema: the widget a JSON Schema value becomes (required,
// lists, selects from the same enumerations, slug patterns, relations), with the schema's doc comments as
// the field hints.
import { type JsonSchema, objectKey, type schemaComments } from './schemas.ts';

export interface DecapField {
  name: string;
  label: string;
  label_singular?: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: (string | number)[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  collection?: string;
  search_fields?: string[];
  value_field?: string;
  display_fields?: string[];
  format?: string;
  date_format?: string;
  time_format?: boolean;
  media_folder?: string;
  public_folder?: string;
  file?: string;
  choose_url?: boolean;
}

export type Comments = ReturnType<typeof schemaComments>;

/** 'caseStudyHighlight' → 'Case study highlight'. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** YAML files holding a list of entries: Decap edits a file as an object, so the list sits under this key. */
export const LIST_KEY = 'entries';

/** Collections kept as one list file that another collection refers to (an article's author). */
const LIST_FILE_COLLECTIONS = ['leaders'];

/**
 * Where an image field's uploads go (media_folder, from the repository root when it starts with '/', else
 * from the content file's folder) and the path stored in the content file (public_folder), by field name.
 */
const IMAGE_FOLDERS: Record<string, { media_folder: string; public_folder: string }> = {
  // A leader's portrait, beside leaders.yaml.
  image: { media_folder: 'leaders', public_folder: 'leaders' },
  // An article's hero image, in the site's assets folder.
  heroImage: { media_folder: '/src/assets/insights', public_folder: '../../assets/insights' },
};

/** Fields whose values run to sentences get a multi-line text box. */
const LONG_TEXT =
  /^(description|summary|bio|answer|quote|intro|blurb|outcome|message|text|body|lead|paragraphs?|detailedDescription|fullDescription|bannerText|dialogDescription|subtitle|note)$/i;

const SLUG_MESSAGE = 'Lower-case letters, digits and single hyphens, e.g. agentic-ai-solutions';

/** Decap's form for one schema value. */
function fieldOf(name: string, schema: JsonSchema, required: boolean, comments: Comments, hint?: string): DecapField {
  const base: DecapField = { name, label: labelOf(name), widget: 'string', ...(hint ? { hint } : {}) };
  if (!required) base.required = false;
  if (schema.default !== undefined) base.default = schema.default;

  if (schema.decapImage) {
    // In the site's files (never a URL), at the path astro:assets resolves from the content file, so it
    // is optimised (AVIF/WebP) at build time.
    return { ...base, widget: 'image', choose_url: false, ...(IMAGE_FOLDERS[name] ?? IMAGE_FOLDERS.image) };
  }
  if (schema.decapRelation && LIST_FILE_COLLECTIONS.includes(schema.decapRelation)) {
    // An entry of a YAML list file (a leader): chosen by name, stored as its id.
    return {
      ...base,
      widget: 'relation',
      collection: schema.decapRelation,
      file: schema.decapRelation,
      search_fields: [`${LIST_KEY}.*.name`],
      value_field: `${LIST_KEY}.*.id`,
      display_fields: [`${LIST_KEY}.*.name`],
    };
  }
  if (schema.decapRelation) {
    const collection = schema.decapRelation === 'caseStudies' ? 'case-studies' : schema.decapRelation;
    return {
      ...base,
      widget: 'relation',
      collection,
      search_fields: ['title', 'id'],
      value_field: 'id',
      display_fields: ['title'],
    };
  }
  if (schema.const !== undefined) {
    // A value the schema fixes (a page's name, a link's target, a rating of 5): kept, not edited.
    return { ...base, widget: 'hidden', default: schema.const };
  }
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  if (schema.anyOf) {
    // Either of two string forms (an https URL or a site path): a text field the build checks.
    if (schema.anyOf.every((option) => option.type === 'string')) return base;
    throw new Error(`${name}: a union of ${schema.anyOf.map((o) => o.type).join(', ')} has no Decap form`);
  }
  if (Object.keys(schema).filter((k) => k !== 'default').length === 0) {
    // Only a coerced date has no JSON Schema (reviews' datePublished), written as YYYY-MM-DD.
    return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  }
  switch (schema.type) {
    case 'string': {
      const field = { ...base, widget: LONG_TEXT.test(name) ? 'text' : 'string' };
      if (schema.pattern === '^[a-z0-9]+(?:-[a-z0-9]+)*$') field.pattern = [schema.pattern, SLUG_MESSAGE];
      else if (schema.pattern && schema.format !== 'email')
        field.pattern = [schema.pattern, `Must match ${schema.pattern}`];
      return field;
    }
    case 'integer':
    case 'number': {
      const field: DecapField = { ...base, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float' };
      if (schema.minimum !== undefined) field.min = schema.minimum;
      if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) field.max = schema.maximum;
      return field;
    }
    case 'boolean':
      return { ...base, widget: 'boolean', ...(required ? {} : { default: schema.default ?? false }) };
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(schema, comments, name) };
    case 'array':
      return { ...listOf(name, schema, comments), ...base, label_singular: labelOf(singular(name)), widget: 'list' };
    default:
      if (schema.oneOf) throw new Error(`${name}: a choice of objects outside a list has no Decap form`);
      throw new Error(`${name}: no Decap form for ${JSON.stringify(schema).slice(0, 120)}`);
  }
}

/** A list: of one kind of value (`field`), of objects (`fields`) or of a choice of objects (`types`). */
function listOf(name: string, schema: JsonSchema, comments: Comments): Partial<DecapField> {
  const bounds: Partial<DecapField> = {};
  // A tuple's positions share a shape (a fixed target per position is kept as it is, being hidden).
  const items = schema.prefixItems?.[0] ?? (schema.items || undefined);
  if (schema.prefixItems) {
    // A tuple: exactly this many values of one kind.
    bounds.min = schema.prefixItems.length;
    bounds.max = schema.prefixItems.length;
  } else {
    if (schema.minItems !== undefined) bounds.min = schema.minItems;
    if (schema.maxItems !== undefined) bounds.max = schema.maxItems;
  }
  if (!items) throw new Error(`${name}: a list without an item schema`);
  if (items.oneOf) {
    const key = discriminator(items.oneOf);
    const types = items.oneOf.map((option) => {
      const value = String(option.properties?.[key]?.const);
      const own = {
        ...option,
        properties: Object.fromEntries(Object.entries(option.properties ?? {}).filter(([k]) => k !== key)),
      };
      return { name: value, label: labelOf(value), widget: 'object', fields: fieldsOf(own, comments) };
    });
    return { ...bounds, types, typeKey: key, summary: '{{fields.label}}' };
  }
  if (items.type === 'object') {
    const fields = fieldsOf(items, comments);
    const first = fields.find((f) => f.widget === 'string' || f.widget === 'text');
    return { ...bounds, fields, collapsed: true, ...(first ? { summary: `{{fields.${first.name}}}` } : {}) };
  }
  // One value per item: each shown as its own box, open.
  const single = fieldOf(singular(name), items, true, comments);
  return { ...bounds, field: single, collapsed: false };
}

const singular = (name: string) =>
  name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : `${name}Item`;

/** The property every option of a discriminated union fixes to its own value. */
function discriminator(options: JsonSchema[]): string {
  const keys = Object.keys(options[0]?.properties ?? {}).filter((k) =>
    options.every((o) => o.properties?.[k]?.const !== undefined),
  );
  if (keys.length !== 1)
    throw new Error(`a choice of objects needs one discriminating field, found ${keys.join(', ')}`);
  return keys[0]!;
}

/**
 * The fields of an object schema, in the schema's order, with its doc comments as hints (`owner`: the
 * name of the field that holds it, if any).
 */
export function fieldsOf(schema: JsonSchema, comments: Comments, owner?: string): DecapField[] {
  const properties = schema.properties ?? {};
  const key = objectKey(Object.keys(properties));
  const hints = (owner && comments.get(`${owner}:${key}`)) || comments.get(key);
  const required = new Set(schema.required ?? []);
  return Object.entries(properties).map(([name, property]) =>
    fieldOf(name, property, required.has(name), comments, hints?.get(name) ?? property.description),
  );
}
