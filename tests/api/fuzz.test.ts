// Property-based: every function with a path answers anything malformed a client can send (wrong types,
// huge strings, 5,000-character path parameters, deep nesting, keys named like Object.prototype members, control characters, odd
// encodings, duplicate keys, wrong methods, content types, origins, cookies, path parameters and
// queries; a generated query string rides on every request) with a refusal, and changes no row of any table. Runs on a database of its own, so other
// test files writing at the same time cannot disturb the comparison; the server's clock stands still,
// so session checks cannot extend a session either.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import type { Database } from '../../db/rows.ts';
import { setClock } from '../../netlify/lib/clock.ts';
import { setDb } from '../../netlify/lib/db.ts';
import { DASHBOARD_APPLICATION_IDS } from '../../src/schemas/applications.ts';
import { EXPORT_DATASETS } from '../../src/schemas/exports.ts';
import { contractEntries, paramNamesOf } from '../../src/schemas/api.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-database.ts';
import { ORIGIN, context } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';

const REFUSALS = new Set([400, 401, 403, 404, 405, 409, 413, 415, 429]);
/**
 * The generated requests come from a fixed seed, so a run can be repeated exactly and the share each kind
 * of malformation gets is the same on every machine; set FUZZ_SEED to explore other requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const KINDS = [
  'wrong method',
  'wrong content type',
  'cross-site',
  'wrong caller',
  'unknown path parameter',
  'bad query',
  'odd key',
  'odd nested key',
  'missing field',
  'wrong type',
  'duplicate key',
  'huge string',
  'deep nesting',
  'deep body',
  'not an object',
  'garbage',
  'control character',
  'control character in query',
  'control character in path id',
];
/** Kinds every endpoint must answer with 400 and a message for the field (not just any refusal). */
const FIELD_REFUSALS = new Set(['control character in query', 'control character in path id']);
const RUNS = 1500;
/** Each function has at least this many runs, so the rarest kind of malformation still has its share. */
const MIN_RUNS_EACH = 36;
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
/** Methods to try (CONNECT, TRACE and TRACK cannot be sent: the fetch standard forbids them). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'constructor', 'toString'];
const NON_JSON_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonp',
  'application/json-patch+json',
  'text/json',
  'application/octet-stream',
];

type Auth = 'none' | 'member' | 'admin';
type FieldKind =
  'text' | 'multiline' | 'email' | 'password' | 'id' | 'boolean' | 'number' | 'choices' | 'enum' | 'object';

/** What a JSON endpoint accepts: a valid body, and the kind of each field (optional ones included). */
interface BodyShape {
  valid: () => Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** Fields of `valid()` the schema lets a client leave out. */
  optional?: string[];
}

/** Who sends an endpoint's malformed requests, and what it takes: all of it from the contract (profileFor). */
interface Profile {
  /** Who the malformed requests come from: the role that gets past the guard to the validation. */
  auth: Auth;
  /** The body a method takes: the contract's example, and its fields' kinds from the contract's schema. */
  body?: BodyShape;
  /** Malformed queries, for an endpoint that reads one. */
  badQueries?: string[];
  /** Endpoints that would act on (or answer) a well-formed request without a body: only refusals are sent. */
  acts?: boolean;
  /** Path parameters, fuzzed with values that name nothing. */
  params?: string[];
}

const choices = { essential: true, analytics: true, marketing: true, functional: true };
/** Path parameter values that name something real: never generated. */
const NAMED_THINGS = new Set<string>([...DASHBOARD_APPLICATION_IDS, ...EXPORT_DATASETS]);

/**
 * What the contract cannot say about an endpoint: a well-formed request for passkey options stores a
 * challenge, so only refusals are sent to it although it takes a body.
 */
const BEYOND_THE_CONTRACT: Record<string, Partial<Profile>> = {
  'account-passkey-options': { acts: true },
};

/** Values a query field may be sent with; those its schema refuses are the malformed queries tried. */
const QUERY_VALUES = ['0', '-1', 'abc', '1.5', '', 'x'.repeat(300), 'not-a-uuid', '2026-13-01', 'yesterday', 'a.b'];

/** Malformed queries for a query schema: each field alone with a value it refuses, and a field it does not name. */
function badQueriesFor(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const refused = (query: Record<string, string>) => !schema.safeParse(query).success;
  const bad = Object.keys(shape).flatMap((field) =>
    QUERY_VALUES.filter((value) => refused({ [field]: value })).map((value) => `${field}=${value}`),
  );
  return refused({ sort: 'name' }) ? [...bad, 'sort=name'] : bad;
}
/** What the fuzzer needs of a zod schema's internals: its kind and what it wraps. */
interface SchemaNode {
  def: { type: string; innerType?: SchemaNode; in?: SchemaNode; options?: SchemaNode[] };
  shape?: Record<string, SchemaNode>;
  isOptional(): boolean;
}

/** The kind of a body field, from its schema (through optional, nullable, default and pipe wrappers). */
function kindOf(field: string, schema: SchemaNode): FieldKind {
  let node = schema;
  while (node.def.innerType ?? node.def.in) node = (node.def.innerType ?? node.def.in)!;
  switch (node.def.type) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'enum':
    case 'literal':
      return 'enum';
    case 'object':
      return Object.values(node.shape ?? {}).every((value) => ['boolean', 'literal'].includes(value.def.type))
        ? 'choices'
        : 'object';
    default:
      // Passwords take any character, so no control-character mutation targets them.
      return /password/i.test(field) ? 'password' : 'text';
  }
}

/** A body's fields, their kinds and which may be left out: from the contract (a union: its first member). */
function bodyFields(schema: SchemaNode): Pick<BodyShape, 'fields' | 'optional'> {
  const object = schema.def.type === 'union' ? schema.def.options![0]! : schema;
  const shape = object.shape ?? {};
  return {
    fields: Object.fromEntries(Object.entries(shape).map(([field, node]) => [field, kindOf(field, node)])),
    optional: Object.entries(shape)
      .filter(([, node]) => node.isOptional())
      .map(([field]) => field),
  };
}

type Entry = ReturnType<typeof contractEntries>[number];

/** The types an endpoint refuses a body in: every non-JSON one, less text/plain where its JSON may come so. */
function nonJsonTypes(name: string): string[] {
  const entry = contractEntries().find((candidate) => candidate.name === name);
  const textToo = entry?.methods.some((method) => entry.operations[method]?.bodyTypes === 'json-or-text');
  return NON_JSON_TYPES.filter((type) => !textToo || !/^text\/plain/.test(type));
}

/** The operation an endpoint's fuzzed body is for: the first of its methods that takes one. */
function bodyOperation(entry: Entry) {
  const method = entry.methods.find((candidate) => entry.operations[candidate]?.body);
  return method ? entry.operations[method] : undefined;
}

/**
 * The profile of a function, from its contract entry: who may call (the guard to get past), the body's
 * example and fields, the path's parameters, malformed queries from the query's schema, and whether a
 * request with no body to malform would act (a write without a body, a download, an open read).
 */
function profileFor(name: string): Profile | undefined {
  const entry = contractEntries().find((candidate) => candidate.name === name);
  if (!entry) return undefined;
  const operations = entry.methods.map((method) => entry.operations[method]!);
  const access = operations.find((operation) => operation.access)?.access;
  const withBody = bodyOperation(entry);
  const query = operations.find((operation) => operation.query)?.query;
  const params = paramNamesOf(entry.path);
  const example = withBody?.example as BodyShape['valid'] | undefined;
  const acts =
    !withBody &&
    (entry.methods.some((method) => method !== 'GET') ||
      operations.some((operation) => operation.reply.kind === 'download') ||
      (!access && !query));
  return {
    auth: access === 'administrator' ? 'admin' : access ? 'member' : 'none',
    ...(params.length ? { params } : {}),
    ...(withBody?.body && example
      ? { body: { valid: example, ...bodyFields(withBody.body as unknown as SchemaNode) } }
      : {}),
    ...(query ? { badQueries: badQueriesFor(query) } : {}),
    ...(acts ? { acts } : {}),
    ...BEYOND_THE_CONTRACT[name],
  };
}

interface Endpoint {
  name: string;
  path: string;
  methods: string[];
  handler: (request: Request, ctx: ReturnType<typeof context>) => Promise<Response> | Response;
  profile: Profile;
}

interface FuzzRequest {
  endpoint: string;
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The body as text, shortened: what a failure report shows. */
  preview?: string;
  params: Record<string, string>;
  auth: Auth | 'forged';
}

// ---- body mutations: each makes a valid body invalid, whatever else happens to it ----

/** A JSON text with `extra` spliced in as the first member (raw, so any key name survives). */
function withMember(body: Record<string, unknown>, key: string, value: string): string {
  const rest = JSON.stringify(body).slice(1);
  return `{${JSON.stringify(key)}:${value}${rest === '}' ? '}' : `,${rest}`}`;
}

const jsonValue = fc.oneof(
  fc.constant('null'),
  fc.constant('true'),
  fc.integer().map(String),
  fc.string({ maxLength: 40 }).map((s) => JSON.stringify(s)),
  fc.constant('{"__proto__":{"polluted":true}}'),
  fc.constant('[1,{"constructor":{"prototype":{"x":1}}}]'),
);

/** A value of another JSON type than the field accepts. */
function wrongValue(kind: FieldKind): fc.Arbitrary<string> {
  const nonString = fc.oneof(fc.integer().map(String), fc.constant('true'), fc.constant('[]'), fc.constant('{}'));
  switch (kind) {
    case 'boolean':
      return fc.oneof(fc.constant('"true"'), fc.constant('1'), fc.constant('null'), fc.constant('[]'));
    case 'choices':
      return fc.oneof(
        fc.constant('"all"'),
        fc.constant('[true]'),
        fc.constant('1'),
        fc.constant(JSON.stringify({ ...choices, essential: false })),
        fc.constant(JSON.stringify({ ...choices, analytics: 'yes' })),
        fc.constant(JSON.stringify({ ...choices, constructor: true })),
      );
    case 'enum':
      return fc.oneof(nonString, fc.constant('"toString"'), fc.constant('"__proto__"'), fc.constant('"ACCEPT_ALL"'));
    case 'number':
      // Another type, or a number out of any measurement's bounds.
      return fc.oneof(
        fc.constant('"1200"'),
        fc.constant('true'),
        fc.constant('[]'),
        fc.constant('{}'),
        fc.constant('-1'),
        fc.constant('1e12'),
      );
    default:
      return fc.oneof(nonString, fc.constant('{"toString":"x"}'));
  }
}

const controlCharacter = fc
  .integer({ min: 0, max: 31 })
  .filter((code) => ![9, 10, 13].includes(code))
  .map((code) => String.fromCharCode(code));

function bodyMutation(shape: BodyShape): fc.Arbitrary<{ kind: string; text: string }> {
  const names = Object.keys(shape.fields);
  const required = names.filter((field) => field in shape.valid() && !shape.optional?.includes(field));
  const present = Object.keys(shape.valid());
  const textFields = names.filter((field) => ['text', 'multiline', 'email', 'id'].includes(shape.fields[field]!));
  const field = fc.constantFrom(...required);
  const mutations: fc.Arbitrary<{ kind: string; text: string }>[] = [
    // An extra key, named like a prototype member or anything the schema does not know, at the top.
    fc
      .tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ minLength: 1, maxLength: 30 })), jsonValue)
      .filter(([key]) => !names.includes(key))
      .map(([key, value]) => ({ kind: 'odd key', text: withMember(shape.valid(), key, value) })),
    // The same, one level down (inside an object value, or as an object where a scalar belongs).
    fc.tuple(fc.constantFrom(...present), fc.constantFrom(...PROTOTYPE_KEYS), jsonValue).map(([target, key, value]) => {
      const body = shape.valid();
      const nested = body[target] && typeof body[target] === 'object' ? (body[target] as Record<string, unknown>) : {};
      return {
        kind: 'odd nested key',
        text: JSON.stringify({ ...body, [target]: JSON.parse(withMember(nested, key, value)) }),
      };
    }),
    // A required field missing, or of the wrong type.
    field.map((target) => {
      const { [target]: _gone, ...rest } = shape.valid();
      return { kind: 'missing field', text: JSON.stringify(rest) };
    }),
    fc.constantFrom(...present).chain((target) =>
      wrongValue(shape.fields[target]!).map((value) => ({
        kind: 'wrong type',
        text: withMember(
          Object.fromEntries(Object.entries(shape.valid()).filter(([k]) => k !== target)),
          target,
          value,
        ),
      })),
    ),
    // Duplicate keys: the last one (the one JSON.parse keeps) is wrong.
    field.chain((target) =>
      wrongValue(shape.fields[target]!).map((value) => ({
        kind: 'duplicate key',
        text: `${JSON.stringify(shape.valid()).slice(0, -1)},${JSON.stringify(target)}:${value}}`,
      })),
    ),
    // Huge strings, and deep nesting in a field or as the whole body.
    fc.tuple(field, fc.integer({ min: 5_001, max: 60_000 })).map(([target, size]) => ({
      kind: 'huge string',
      text: JSON.stringify({ ...shape.valid(), [target]: 'x'.repeat(size) }),
    })),
    fc.tuple(field, fc.integer({ min: 50, max: 5_000 })).map(([target, depth]) => ({
      kind: 'deep nesting',
      text: withMember(
        Object.fromEntries(Object.entries(shape.valid()).filter(([k]) => k !== target)),
        target,
        `${'['.repeat(depth)}${']'.repeat(depth)}`,
      ),
    })),
    fc.integer({ min: 1_000, max: 9_000 }).map((depth) => ({
      kind: 'deep body',
      text: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    })),
    // Not an object, or not JSON at all.
    fc
      .constantFrom('[]', 'null', '0', '"text"', 'true', '', ' ', '{', '{"a":}', '{"a" 1}', "{'a':1}", 'NaN')
      .map((text) => ({
        kind: 'not an object',
        text,
      })),
    fc
      .string({ maxLength: 200 })
      .filter((text) => {
        try {
          const parsed: unknown = JSON.parse(text);
          return parsed === null || typeof parsed !== 'object' || Array.isArray(parsed);
        } catch {
          return true;
        }
      })
      .map((text) => ({ kind: 'garbage', text })),
  ];
  // Only into a text field the valid body has: an example may leave every optional text field out (a
  // proof field such as `code` is optional now).
  const presentText = textFields.filter((f) => present.includes(f));
  if (presentText.length) {
    // A control character inside a text field (tab and line breaks are fine in some: not used here).
    const control = fc.tuple(fc.constantFrom(...presentText), controlCharacter).map(([target, c]) => ({
      kind: 'control character',
      text: JSON.stringify({ ...shape.valid(), [target]: `Fuzz${c}value` }),
    }));
    return fc.oneof(...mutations, { arbitrary: control, weight: 3 });
  }
  return fc.oneof(...mutations);
}

/** Odd encodings of a (malformed) body: UTF-16, byte-order marks, invalid UTF-8, truncation. */
const encoding = fc.oneof(
  { arbitrary: fc.constant('utf-8'), weight: 3 },
  { arbitrary: fc.constantFrom('utf-16le', 'bom', 'invalid-utf8', 'latin1', 'truncated'), weight: 2 },
);
function encode(text: string, how: string): Uint8Array {
  const utf8 = new TextEncoder().encode(text);
  switch (how) {
    case 'utf-16le':
      return new Uint8Array(Buffer.from(text, 'utf16le'));
    case 'bom':
      return new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    case 'invalid-utf8':
      return new Uint8Array([...utf8.slice(0, 1), 0xff, 0xfe, 0xc0, 0x80, ...utf8.slice(1)]);
    case 'latin1':
      return new Uint8Array(Buffer.from(`${text}é`, 'latin1'));
    case 'truncated':
      return utf8.slice(0, Math.max(0, utf8.length - 1 - (utf8.length >> 1)));
    default:
      return utf8;
  }
}

// ---- the requests ----

const forgedCookie = fc.oneof(
  fc.string({ maxLength: 80 }).map((s) => `wac_session=${encodeURIComponent(s)}`),
  fc.constantFrom(
    'wac_session=Fe26.2**forged*seal',
    'wac_session=Fe26.2*1*2*3*4*5*6*7',
    'wac_auth=1',
    'wac_session=; wac_session=x',
    '__proto__=1; constructor=2',
  ),
);

/** Path parameter values of 5,000 characters: letters, digits (a number's), and a record id's characters. */
const LONG_PARAM_VALUES = ['a'.repeat(5000), '1'.repeat(5000), '00000000-0000-4000-8000-'.repeat(209).slice(0, 5000)];

const paramValue = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.uuid(),
  fc.constantFrom(...PROTOTYPE_KEYS, '', '..', '%00', 'a'.repeat(2000), "'; drop table users; --", 'ＡＢＣ'),
  fc.constantFrom(...LONG_PARAM_VALUES),
);

/** One query parameter name or value: anything, often named like a prototype member. */
const queryPart = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...PROTOTYPE_KEYS, '', 'page', 'search', 'user', 'limit', 'before', 'action'),
);

/** A query string of odd parameters: repeated names, empty ones, stray '%', '=' and '&'. */
const junkQuery = fc
  .tuple(
    fc.array(fc.tuple(queryPart, queryPart), { maxLength: 4 }),
    fc.constantFrom('', '&', '&&', '=', '%', '%zz', '%E0%A4%A', '+', '%2B'),
  )
  .map(
    ([pairs, stray]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&') + stray,
  );

/** A query string with a control character in one parameter's name or value, among odd others. */
const controlQuery = fc.tuple(junkQuery, queryPart, controlCharacter, fc.boolean()).map(([junk, part, c, inName]) => {
  const odd = encodeURIComponent(`${part}${c}`);
  return `${junk}&${inName ? `${odd}=1` : `q=${odd}`}`;
});

/** A path id with a control character somewhere in it; sent encoded in the URL, decoded as a parameter. */
const controlParam = fc
  .tuple(fc.oneof(fc.uuid(), fc.string({ maxLength: 20 })), controlCharacter, fc.nat())
  .map(([value, c, at]) => {
    const i = at % (value.length + 1);
    return `${value.slice(0, i)}${c}${value.slice(i)}`;
  });

function requestFor(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const { profile } = endpoint;
  const base = (kind: string, method: string, auth: FuzzRequest['auth'], extra: Partial<FuzzRequest> = {}) => ({
    endpoint: endpoint.name,
    kind,
    method,
    path: endpoint.path,
    headers: {},
    params: Object.fromEntries((profile.params ?? []).map((p) => [p, `fuzz-${p}`])),
    auth,
    ...extra,
  });
  const bodyMethods = endpoint.methods.filter((m) => !['GET', 'HEAD'].includes(m));
  const validBody = () => new TextEncoder().encode(JSON.stringify(profile.body?.valid() ?? {}));
  const options: fc.Arbitrary<FuzzRequest>[] = [
    // Methods the endpoint does not serve.
    fc.constantFrom(...METHODS.filter((m) => !endpoint.methods.includes(m))).map((method) =>
      base('wrong method', method, profile.auth, {
        headers: { 'content-type': 'application/json' },
        body: ['GET', 'HEAD'].includes(method) ? undefined : validBody(),
      }),
    ),
  ];
  if (bodyMethods.length) {
    // A body that is not JSON, and a cross-site request, with an otherwise acceptable body.
    options.push(
      fc
        .tuple(fc.constantFrom(...bodyMethods), fc.constantFrom(...nonJsonTypes(endpoint.name)))
        .map(([method, type]) =>
          base('wrong content type', method, profile.auth, { headers: { 'content-type': type }, body: validBody() }),
        ),
      fc
        .tuple(
          fc.constantFrom(...bodyMethods),
          fc.constantFrom<Record<string, string>>(
            { origin: 'https://evil.example' },
            { 'sec-fetch-site': 'cross-site' },
            { origin: 'null' },
            { origin: 'http://localhost:8888.evil.example', 'sec-fetch-site': 'same-site' },
          ),
        )
        .map(([method, headers]) =>
          base('cross-site', method, profile.auth, {
            headers: { 'content-type': 'application/json', ...headers },
            body: validBody(),
          }),
        ),
    );
  }
  let malformedBody: fc.Arbitrary<FuzzRequest> | undefined;
  if (profile.body) {
    const method = bodyMethods[0]!;
    const jsonType = fc.constantFrom('application/json', 'application/json; charset=utf-16', 'Application/JSON ;x=1');
    malformedBody = fc.tuple(bodyMutation(profile.body), encoding, jsonType).map(([mutation, how, type]) =>
      base(mutation.kind, method, profile.auth, {
        headers: { 'content-type': type },
        body: encode(mutation.text, how),
        preview: `${how}: ${mutation.text.slice(0, 300)}`,
      }),
    );
  }
  if (profile.auth !== 'none') {
    // Nobody, or a forged or stale cookie; a member where an administrator is needed.
    type Caller = { auth: FuzzRequest['auth']; cookie?: string };
    const callers = fc.oneof(
      fc.constant<Caller>({ auth: 'none' }),
      forgedCookie.map((cookie): Caller => ({ auth: 'forged', cookie })),
      ...(profile.auth === 'admin' ? [fc.constant<Caller>({ auth: 'member' })] : []),
    );
    options.push(
      fc.tuple(fc.constantFrom(...endpoint.methods.filter((m) => m !== 'HEAD')), callers).map(([method, caller]) =>
        base('wrong caller', method, caller.auth, {
          headers: {
            'content-type': 'application/json',
            ...(caller.cookie ? { cookie: caller.cookie } : {}),
          },
          body: ['GET', 'HEAD'].includes(method) ? undefined : validBody(),
        }),
      ),
    );
  }
  if (profile.params) {
    // Path parameters that name nothing, on the endpoint's own method, from an allowed caller.
    const params = profile.params;
    options.push(
      fc
        .tuple(
          fc.constantFrom(...endpoint.methods.filter((m) => m !== 'HEAD')),
          fc.array(paramValue, { minLength: params.length, maxLength: params.length }),
        )
        .filter(([, values]) => !values.some((v) => NAMED_THINGS.has(v)))
        .map(([method, values]) => {
          const filled = Object.fromEntries(params.map((p, i) => [p, values[i]!]));
          let url = endpoint.path;
          for (const [p, v] of Object.entries(filled)) url = url.replace(`:${p}`, encodeURIComponent(v) || '-');
          return base('unknown path parameter', method, profile.auth, {
            path: url,
            params: filled,
            headers: { 'content-type': 'application/json' },
            body: ['GET', 'HEAD'].includes(method) ? undefined : validBody(),
          });
        }),
    );
  }
  if (profile.badQueries) {
    // Known parameters out of range; unknown ones (named like prototype members) before them.
    options.push(
      fc
        .tuple(fc.constantFrom('', '__proto__=1&', 'constructor=x&toString=y&'), fc.constantFrom(...profile.badQueries))
        .map(([odd, bad]) => base('bad query', 'GET', profile.auth, { path: `${endpoint.path}?${odd}${bad}` })),
    );
  }
  // A request the endpoint would otherwise take (its own method, its caller, a valid body), spoilt only by a
  // control character in the query string, or in a path id: always 400 naming the field.
  const served = endpoint.methods.filter((m) => m !== 'HEAD');
  const fineBody = (method: string) =>
    ['GET', 'HEAD'].includes(method) ? {} : { headers: { 'content-type': 'application/json' }, body: validBody() };
  const spoilt: fc.Arbitrary<FuzzRequest>[] = [
    fc.tuple(fc.constantFrom(...served), controlQuery).map(([method, query]) =>
      base('control character in query', method, profile.auth, {
        path: `${endpoint.path}?${query}`,
        ...fineBody(method),
      }),
    ),
  ];
  if (profile.params?.length) {
    const params = profile.params;
    spoilt.push(
      fc.tuple(fc.constantFrom(...served), fc.constantFrom(...params), controlParam).map(([method, param, value]) => {
        const request = base('control character in path id', method, profile.auth, fineBody(method));
        const filled = { ...request.params, [param]: value };
        let url = endpoint.path;
        for (const [p, v] of Object.entries(filled)) url = url.replace(`:${p}`, encodeURIComponent(v));
        return { ...request, path: url, params: filled };
      }),
    );
  }
  // Malformed bodies are where most of the variety is: they get most of the requests.
  const malformed = malformedBody
    ? fc.oneof(...options, { arbitrary: malformedBody, weight: 2 * options.length })
    : fc.oneof(...options);
  // Every other request carries a generated query string too: it must not turn a refusal into anything else.
  const withQuery = fc
    .tuple(malformed, fc.option(junkQuery, { freq: 2 }))
    .map(([request, query]) =>
      query === null
        ? request
        : { ...request, path: `${request.path}${request.path.includes('?') ? '&' : '?'}${query}` },
    );
  return fc.oneof({ arbitrary: withQuery, weight: 4 }, ...spoilt.map((arbitrary) => ({ arbitrary, weight: 1 })));
}

// ---- the database, before and after ----

/**
 * One fingerprint of every row of every table, but for the one row a refusal may add: a member's request
 * to an administrators' endpoint is recorded in the audit trail (outcome `denied`).
 */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows.map((row) => row.name);
  const columns = tables.map(
    (table) =>
      sql`(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.table(table)} t
        ${table === 'audit_events' ? sql`where t.outcome <> 'denied'` : sql``}) as ${sql.ref(table)}`,
  );
  const { rows } = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(db);
  return rows[0]!;
}

describe('malformed requests to every function', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let endpoints: Endpoint[];
  const cookies: Partial<Record<Auth, string>> = {};

  beforeAll(async () => {
    database = await createTestDatabase('fuzz');
    db = createDb({ DATABASE_URL: database.url });
    setDb(db);
    const directory = path.resolve('netlify/functions');
    endpoints = [];
    for (const file of readdirSync(directory).sort()) {
      const mod = await import(pathToFileURL(path.join(directory, file)).href);
      const routePath = [mod.config?.path ?? []].flat()[0] as string | undefined;
      if (!routePath) continue; // scheduled, not reachable by URL
      const name = file.replace(/\.mts$/, '');
      if (name === 'api-not-found') continue; // a 404 for any address no endpoint has (api-not-found.test.ts)
      // The methods an endpoint serves, as it says itself: Allow on a 405.
      const probe = await mod.default(new Request(new URL(routePath, ORIGIN), { method: 'PROPFIND' }), context());
      const methods = (probe.headers.get('allow') ?? '').split(',').map((m: string) => m.trim());
      endpoints.push({ name, path: routePath, methods, handler: mod.default, profile: profileFor(name)! });
    }
    cookies.member = (await signedIn('member')).cookie;
    cookies.admin = (await signedIn('admin')).cookie;
    // Rows in every table the functions write, so a changed row would show.
    await db
      .insertInto('contactSubmissions')
      .values({ firstName: 'A', lastName: 'B', email: 'a@example.test', serviceInterest: 'general', message: 'Hi' })
      .execute();
    await db
      .insertInto('consentLogs')
      .values({
        ipAddress: '203.0.113.0',
        action: 'grant',
        consentChoices: JSON.stringify(choices),
        consentMethod: 'accept_all',
      })
      .execute();
  });

  afterAll(async () => {
    setClock(undefined);
    setDb(undefined);
    await db?.destroy();
    await database?.drop();
  });

  it('has a fuzz profile for every function with a path', () => {
    expect(endpoints.filter((e) => !e.profile).map((e) => e.name)).toEqual([]);
  });

  it("has an example body for every operation that takes one, and the contract's schema accepts it", () => {
    for (const entry of contractEntries()) {
      for (const method of entry.methods) {
        const { body, example } = entry.operations[method]!;
        expect(Boolean(example), `${method} ${entry.name}`).toBe(Boolean(body));
        const refused = body && example ? body.safeParse(example()).error : undefined;
        expect(refused, `${method} ${entry.name}`).toBeUndefined();
      }
    }
  });

  it('has malformed queries for every endpoint that reads a query', () => {
    const few = endpoints.filter(({ profile }) => profile.badQueries && profile.badQueries.length < 3);
    expect(few.map(({ name }) => name)).toEqual([]);
  });

  it('answers a 5,000-character value of every path parameter of every function with its 404, changing no row', async () => {
    const frozen = new Date();
    setClock(() => frozen);
    const start = await fingerprint(db);
    const covered = new Set<string>();
    for (const endpoint of endpoints.filter(({ profile }) => profile.params?.length)) {
      const { params = [], auth, body } = endpoint.profile;
      const entry = contractEntries().find((candidate) => candidate.name === endpoint.name)!;
      const notFound = Object.values(entry.params).map((param) => param.notFound);
      for (const method of endpoint.methods.filter((m) => m !== 'HEAD')) {
        for (const value of LONG_PARAM_VALUES) {
          // Every parameter of the address at once: each is refused unread, the first declared answering.
          const filled = Object.fromEntries(params.map((param) => [param, value]));
          let url = endpoint.path;
          for (const param of params) url = url.replace(`:${param}`, encodeURIComponent(value));
          const headers = new Headers({ 'content-type': 'application/json' });
          if (auth !== 'none') headers.set('cookie', cookies[auth]!);
          const response = await endpoint.handler(
            new Request(new URL(url, ORIGIN), {
              method,
              headers,
              body: ['GET', 'HEAD'].includes(method) ? undefined : JSON.stringify(body?.valid() ?? {}),
            }),
            context({ ip: '198.51.100.77', params: filled }),
          );
          const what = `${method} ${endpoint.path} with ${value.length} characters`;
          expect(response.status, what).toBe(404);
          expect(await response.json(), what).toEqual({ code: 'not_found', message: expect.toBeOneOf(notFound) });
          covered.add(endpoint.name);
        }
      }
    }
    // Every function whose address has a parameter was tried.
    const withParams = contractEntries().filter((entry) => Object.keys(entry.params).length);
    expect([...covered].sort()).toEqual(withParams.map((entry) => entry.name).sort());
    expect(await fingerprint(db)).toEqual(start);
  });

  it(`answers ${RUNS} generated malformed requests with a refusal, changing no row`, async () => {
    // The clock stands still: a session check never extends a session, so nothing may change at all.
    const frozen = new Date();
    setClock(() => frozen);
    const start = await fingerprint(db);
    const kinds = new Map<string, number>();
    let sent = 0;
    // Each function gets an equal share of the runs, so none is left with too few by chance.
    const runsEach = Math.max(MIN_RUNS_EACH, Math.ceil(RUNS / endpoints.length));
    for (const [index, target] of endpoints.entries()) {
      await fc.assert(
        fc.asyncProperty(requestFor(target), async (fuzz) => {
          const before = await fingerprint(db);
          const headers = new Headers(fuzz.headers);
          const cookie = fuzz.auth === 'member' || fuzz.auth === 'admin' ? cookies[fuzz.auth] : headers.get('cookie');
          if (cookie) headers.set('cookie', cookie);
          const response = await target.handler(
            new Request(new URL(fuzz.path, ORIGIN), {
              method: fuzz.method,
              headers,
              body: fuzz.body,
              duplex: 'half',
            } as RequestInit),
            context({ ip: `198.51.${Math.floor(sent / 250) % 250}.${1 + (sent % 250)}`, params: fuzz.params }),
          );
          const text = await response.text();
          sent += 1;
          kinds.set(fuzz.kind, (kinds.get(fuzz.kind) ?? 0) + 1);
          expect(
            REFUSALS.has(response.status),
            `${fuzz.kind}: ${fuzz.method} ${fuzz.path} answered ${response.status}`,
          ).toBe(true);
          // A malformed field is refused with 400 and a message for the field.
          const unnamed =
            FIELD_REFUSALS.has(fuzz.kind) &&
            (response.status !== 400 || Object.keys(JSON.parse(text).fieldErrors ?? {}).length === 0);
          expect(unnamed, `${fuzz.kind}: ${fuzz.method} ${fuzz.path} answered ${response.status} ${text}`).toBe(false);
          expect(await fingerprint(db)).toEqual(before);
        }),
        { numRuns: runsEach, seed: SEED + index },
      );
    }
    expect(await fingerprint(db)).toEqual(start);
    // Every kind of malformation had its share (every function has its own runs by construction).
    for (const kind of KINDS) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(10);
    expect(sent).toBeGreaterThanOrEqual(1000);
  }, 120_000);
});
