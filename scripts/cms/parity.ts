// Compares the Decap configuration's fields with a content schema, independently of how the
// configuration was made: every property is a field and every field a property, required the same, of a
// matching kind (text, number, yes/no, select with the same options, list, object, relation, image, date),
// lists with the same bounds and slug fields with the schema's pattern. Returns what differs.
import { type DecapField, LIST_KEY } from './fields.ts';
import type { JsonSchema } from './schemas.ts';

/** The kinds of widget that can hold a value of this schema. */
function widgetsFor(schema: JsonSchema): string[] {
  if (schema.decapImage) return ['image'];
  if (schema.decapRelation) return ['relation'];
  if (schema.const !== undefined) return ['hidden'];
  if (schema.enum) return ['select'];
  if (schema.anyOf?.every((s) => s.type === 'string')) return ['string', 'text'];
  if (Object.keys(schema).filter((k) => k !== 'default').length === 0) return ['datetime'];
  switch (schema.type) {
    case 'string':
      return ['string', 'text'];
    case 'integer':
    case 'number':
      return ['number'];
    case 'boolean':
      return ['boolean'];
    case 'object':
      return ['object'];
    case 'array':
      return ['list'];
    default:
      return [];
  }
}

export function compareFields(fields: DecapField[], schema: JsonSchema, path = ''): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const name of Object.keys(properties))
    if (!byName.has(name)) problems.push(`${path}${name}: in the schema, not in the editor`);
  for (const field of fields) {
    const at = `${path}${field.name}`;
    const property = properties[field.name];
    if (!property) {
      problems.push(`${at}: in the editor, not in the schema`);
      continue;
    }
    problems.push(...compareField(field, property, required.has(field.name), at));
  }
  return problems;
}

function compareField(field: DecapField, schema: JsonSchema, required: boolean, at: string): string[] {
  const problems: string[] = [];
  if ((field.required !== false) !== required) {
    problems.push(
      `${at}: ${required ? 'required' : 'optional'} in the schema, ${field.required === false ? 'optional' : 'required'} in the editor`,
    );
  }
  const widgets = widgetsFor(schema);
  if (!widgets.includes(field.widget)) {
    problems.push(
      `${at}: the schema needs ${widgets.join(' or ') || 'an unknown kind'}, the editor has ${field.widget}`,
    );
    return problems;
  }
  if (field.widget === 'hidden' && field.default !== schema.const)
    problems.push(`${at}: fixed to ${String(schema.const)} in the schema`);
  if (field.widget === 'select' && JSON.stringify(field.options) !== JSON.stringify(schema.enum)) {
    problems.push(
      `${at}: options ${JSON.stringify(field.options)} differ from the schema's ${JSON.stringify(schema.enum)}`,
    );
  }
  // A relation stores the entry's id: a folder entry's `id`, or the `id` of an item of a list file.
  const idField = field.file ? `${LIST_KEY}.*.id` : 'id';
  if (field.widget === 'relation' && field.value_field !== idField)
    problems.push(`${at}: a relation stores the entry's id`);
  if (field.widget === 'number' && (field.value_type === 'int') !== (schema.type === 'integer')) {
    problems.push(`${at}: ${schema.type} in the schema, ${field.value_type} in the editor`);
  }
  if (
    schema.type === 'string' &&
    schema.pattern &&
    schema.format !== 'email' &&
    field.pattern?.[0] !== schema.pattern
  ) {
    problems.push(`${at}: the schema's pattern ${schema.pattern} is not the editor's`);
  }
  if (field.widget === 'object') problems.push(...compareFields(field.fields ?? [], schema, `${at}.`));
  if (field.widget === 'list') problems.push(...compareList(field, schema, at));
  return problems;
}

function compareList(field: DecapField, schema: JsonSchema, at: string): string[] {
  const problems: string[] = [];
  const min = schema.prefixItems?.length ?? schema.minItems;
  const max = schema.prefixItems?.length ?? schema.maxItems;
  if (field.min !== min || field.max !== max) {
    problems.push(
      `${at}: ${min ?? 0}-${max ?? 'any'} items in the schema, ${field.min ?? 0}-${field.max ?? 'any'} in the editor`,
    );
  }
  const items = schema.prefixItems?.[0] ?? (schema.items || undefined);
  if (!items) return [...problems, `${at}: a list without items in the schema`];
  if (items.oneOf) {
    for (const option of items.oneOf) {
      const key = field.typeKey ?? '';
      const type = field.types?.find((t) => t.name === option.properties?.[key]?.const);
      if (!type) {
        problems.push(`${at}: no editor type for ${key} ${String(option.properties?.[key]?.const)}`);
        continue;
      }
      const own = {
        ...option,
        properties: { ...option.properties },
        required: (option.required ?? []).filter((r) => r !== key),
      };
      delete own.properties[key];
      problems.push(...compareFields(type.fields ?? [], own, `${at}[${type.name}].`));
    }
  } else if (field.fields) {
    problems.push(...compareFields(field.fields, items, `${at}[].`));
  } else if (field.field) {
    problems.push(...compareField(field.field, items, true, `${at}[]`));
  } else {
    problems.push(`${at}: a list without its item fields`);
  }
  return problems;
}
