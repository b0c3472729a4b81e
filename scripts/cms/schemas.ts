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
 * objects, and an object's set of names finds it again in the JSON Schema.
 */
export function schemaComments(): Map<string, Map<string, string>> {
  const byObject = new Map<string, Map<string, string>>();
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? [p.name.text] : [],
      );
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
      if (comments.size) byObject.set(objectKey(names), comments);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of schemaFiles()) {
    visit(ts.createSourceFile(file.pathname, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  }
  return byObject;
}

export const objectKey = (names: string[]) => [...names].sort().join(',');
