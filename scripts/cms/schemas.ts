// The content schemas as JSON Schema, read from src/content.config.ts (through the `astro:content`
// stand-in, so no Astro build is needed), plus the field comments written beside them there.
import './register.ts';
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { z } from 'astro/zod';
import { image } from './astro-content-shim.ts';

/** The subset of JSON Schema that z.toJSONSchema writes for the content schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number | boolean;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
  decapRelation?: string;
  decapImage?: boolean;
}

export type CollectionName =
  | 'ui'
  | 'services'
  | 'applications'
  | 'caseStudies'
  | 'metricsBanner'
  | 'leaders'
  | 'faqs'
  | 'reviews'
  | 'pages'
  | 'insights';

/** The content schemas' modules (src/content/schemas), whose doc comments become the editor's hints. */
const SCHEMA_FOLDER = new URL('../../src/content/schemas/', import.meta.url);
const schemaFiles = () =>
  readdirSync(SCHEMA_FOLDER, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => new URL(name, SCHEMA_FOLDER));

/** Each collection's zod schema, as src/content.config.ts defines it. */
export async function contentSchemas(): Promise<Record<CollectionName, z.ZodType>> {
  const { collections } = (await import('../../src/content.config.ts')) as unknown as {
    collections: Record<CollectionName, { schema: z.ZodType | ((helpers: { image: typeof image }) => z.ZodType) }>;
  };
  return Object.fromEntries(
    Object.entries(collections).map(([name, c]) => [
      name,
      typeof c.schema === 'function' ? c.schema({ image }) : c.schema,
    ]),
  ) as Record<CollectionName, z.ZodType>;
}

/** Each collection's schema as JSON Schema of the input (what a content file holds). */
export async function contentJsonSchemas(): Promise<Record<CollectionName, JsonSchema>> {
  const schemas = await contentSchemas();
  // A coerced date (reviews' datePublished) has no JSON Schema; 'any' writes it as {}.
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    ]),
  ) as Record<CollectionName, JsonSchema>;
}

/**
 * The doc comments on schema properties in src/content/schemas, keyed by the object's property names
 * (sorted, joined) and then the property: the same property name means different things in different
 * objects, and an object's set of names finds it again in the JSON Schema. Objects with the same names
 * (a dialog's title, text, confirm and pending) are told apart by the property that holds them
 * (`deleteDialog: z.strictObject({...})` is keyed `deleteDialog:confirm,pending,text,title`); the key
 * by names alone is kept only when one object has those names, so no object gets another's hints.
 */
export function schemaComments(): Map<string, Map<string, string>> {
  const byObject = new Map<string, Map<string, string>>();
  const objectsByNames = new Map<string, number>();
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? [p.name.text] : [],
      );
      const key = objectKey(names);
      objectsByNames.set(key, (objectsByNames.get(key) ?? 0) + 1);
      const owner = ownerOf(node);
      const comments = new Map<string, string>();
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        const docs = ts.getJSDocCommentsAndTags(property).filter(ts.isJSDoc);
        const text = docs
          .map((d) => ts.getTextOfJSDocComment(d.comment) ?? '')
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
        if (text) comments.set(property.name.text, text);
      }
      if (comments.size) {
        byObject.set(key, comments);
        if (owner) byObject.set(`${owner}:${key}`, comments);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of schemaFiles()) {
    visit(ts.createSourceFile(file.pathname, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  }
  for (const [key, count] of objectsByNames) if (count > 1) byObject.delete(key);
  return byObject;
}

/** The name of the property whose value is `z.…Object(node)`, if it is one. */
function ownerOf(node: ts.ObjectLiteralExpression): string | undefined {
  const call = node.parent;
  const property = call && ts.isCallExpression(call) ? call.parent : undefined;
  return property && ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)
    ? property.name.text
    : undefined;
}

export const objectKey = (names: string[]) => [...names].sort().join(',');
