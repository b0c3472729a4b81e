// A function defined from its entry in the API contract (src/schemas/api.ts): `endpoint('admin-user',
// { PATCH: async ({ body, params, auth }) => … })`. The contract says which methods it answers, who may
// call each (the guard runs first), the body it reads (JSON, parsed with the contract's schema within the
// contract's limit) or that it reads none, the query it reads, the path parameters (each parsed with its
// schema: a value that fails it is a 404), and the reply the handler must return (typed by the reply's
// schema, written with the contract's status). route() adds the rest: 405 with Allow, the origin check,
// control characters refused, every error answer, and the refusal log line.
import type { Context } from '@netlify/functions';
import type { z } from 'zod';
import {
  apiContract,
  paramNamesOf,
  type EndpointName,
  type MethodOf,
  type OperationOf,
  type ParsedParams,
} from '../../../src/schemas/api.ts';
import type { Access, Entry, Operation } from '../../../src/schemas/api-operation.ts';
import type { ApiMethod } from '../../../src/schemas/api-routes/route.ts';
import { spendAccountRequest } from '../account/guard.ts';
import { requireUser, type Authenticated } from '../auth/guards.ts';
import { getDb } from '../db.ts';
import { confirmWithPasskey } from '../passkeys/confirmation.ts';
import { requireAdmin } from '../proof/administrators.ts';
import { proveCall, type FactorChecks } from '../proof/require-proof.ts';
import { confirmFactorCode } from '../two-factor/confirm-code.ts';
import { Answer } from './answer.ts';
import { HttpError } from './error.ts';
import { decodedParam } from './input.ts';
import { assertNoBodyOrJson, json, noContent, readJson, readQuery, route, type Handler } from '../http.ts';

export { Answer, answer } from './answer.ts';

type Parsed<O, K extends 'body' | 'query'> = O extends { readonly [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a handler returns: the reply's JSON (as it is written), nothing for 204, or a file or redirect. */
export type ReplyOf<O> = O extends { reply: { kind: 'json'; schema: infer S extends z.ZodType } }
  ? z.input<S> | Answer<z.input<S>>
  : O extends { reply: { kind: 'none' } }
    ? void | Answer<undefined>
    : Response;

/** What a handler is given: the request, read and checked as its operation declares. */
export interface Call<N extends EndpointName, O> {
  request: Request;
  context: Context;
  /** The path parameters, each parsed by its schema in the contract. */
  params: ParsedParams<N>;
  /** The caller, when the operation names who may call. */
  auth: O extends { access: Access } ? Authenticated : undefined;
  body: Parsed<O, 'body'>;
  query: Parsed<O, 'query'>;
}

/** A handler for each method the contract declares for the endpoint, and no other. */
export type Handlers<N extends EndpointName> = {
  [M in MethodOf<N>]: (
    call: Call<N, OperationOf<N, M>>,
  ) => Promise<ReplyOf<OperationOf<N, M>>> | ReplyOf<OperationOf<N, M>>;
};

/** A call as the running code builds it, before the contract's types say what each part holds. */
interface AnyCall {
  request: Request;
  context: Context;
  params: Record<string, unknown>;
  auth: Authenticated | undefined;
  body: unknown;
  query: unknown;
}

/**
 * The handlers as the running code calls them. Each was typed from the same operation whose schemas read
 * its body and query below, so what it is given is what it declared (methods, so a handler that expects
 * its own, narrower call fits).
 */
interface AnyHandlers {
  GET?(call: AnyCall): unknown;
  POST?(call: AnyCall): unknown;
  PUT?(call: AnyCall): unknown;
  PATCH?(call: AnyCall): unknown;
  DELETE?(call: AnyCall): unknown;
}
type AnyHandler = NonNullable<AnyHandlers[ApiMethod]>;

/** The factor folders' checks the proof rules call (they import none of those folders). */
const factorChecks: FactorChecks = { code: confirmFactorCode, passkey: confirmWithPasskey };

async function caller(access: Access | undefined, request: Request): Promise<Authenticated | undefined> {
  if (!access) return undefined;
  return access === 'administrator' ? requireAdmin(request, getDb()) : requireUser(request, getDb());
}

/** The response for what a handler returned, as its operation's reply says. */
function respond(operation: Operation, result: unknown): Response {
  if (result instanceof Response) return result;
  const { data, init } = result instanceof Answer ? result : { data: result, init: {} };
  if (operation.reply.kind === 'none') return noContent(init);
  return json(data, { status: operation.status, ...init });
}

/** The address's parameters as they stand in the request's path (where the platform gave none). */
function paramsInPath(path: string, url: string): Record<string, string> {
  const names = paramNamesOf(path);
  const pattern = new RegExp(`^${path.replace(/:\w+/g, '([^/]+)')}/?$`);
  const values = pattern.exec(new URL(url).pathname)?.slice(1) ?? [];
  return Object.fromEntries(values.map((value, index) => [names[index]!, value]));
}

/** The path parameters, each through its schema: 404 with the parameter's message when one fails it. */
function readParams(entry: Entry, request: Request, context: Context) {
  const given = { ...paramsInPath(entry.path, request.url), ...context.params };
  return Object.fromEntries(
    Object.entries(entry.params ?? {}).map(([key, { schema, notFound }]) => {
      const parsed = schema.safeParse(decodedParam(given[key] ?? ''));
      if (!parsed.success) throw new HttpError(404, notFound);
      return [key, parsed.data];
    }),
  );
}

/**
 * One method of an endpoint: a body-less write refuses any body but JSON, the caller is identified, the
 * path parameters, the query and the body are read, the account holder's budget is spent, the proof the
 * operation declares is checked, and the handler answers.
 */
function method(entry: Entry, operation: Operation, handler: AnyHandler): Handler {
  return async (request, context) => {
    if (!operation.body && !operation.formBody && request.method !== 'GET') assertNoBodyOrJson(request);
    const auth = await caller(operation.access, request);
    const params = readParams(entry, request, context);
    const query = operation.query ? readQuery(new URL(request.url), operation.query) : undefined;
    const body = operation.body
      ? await readJson(request, operation.body, {
          maxBytes: operation.maxBytes,
          textPlain: operation.bodyTypes === 'json-or-text',
        })
      : undefined;
    if (auth && operation.access === 'accountHolder') await spendAccountRequest(getDb(), auth);
    if (auth) await proveCall(getDb(), auth, operation, { method: request.method, params, body }, factorChecks);
    return respond(operation, await handler({ request, context, params, auth, body, query }));
  };
}

/** The entry of a function, after checking that its address's parameters are the ones it declares. */
function entryOf(name: EndpointName): Entry {
  const entry: Entry = apiContract[name];
  const inPath = paramNamesOf(entry.path).sort().join(', ');
  const declared = Object.keys(entry.params ?? {})
    .sort()
    .join(', ');
  if (inPath !== declared) {
    throw new Error(
      `${name}: the address ${entry.path} has parameters [${inPath}], the contract declares [${declared}]`,
    );
  }
  return entry;
}

function handlersFor<N extends EndpointName>(name: N, handlers: Handlers<N>) {
  const entry = entryOf(name);
  const given: AnyHandlers = handlers;
  const methods = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((verb) => entry[verb]);
  return Object.fromEntries(
    methods.map((verb) => {
      const handler = given[verb];
      if (!handler) throw new Error(`${name}: the contract declares ${verb}, and the function has no handler for it`);
      const operation = entry[verb]!;
      if (operation.proof && (!operation.access || !operation.audit?.length)) {
        throw new Error(`${name}: ${verb} declares a proof, so it names who may call and the audit event it leaves`);
      }
      return [verb, method(entry, entry[verb]!, handler)];
    }),
  );
}

/** The function for a contract entry. */
export function endpoint<N extends EndpointName>(name: N, handlers: Handlers<N>) {
  return route(handlersFor(name, handlers));
}

/** `endpoint`, logging each refused request: for the auth, account and administrators' endpoints. */
export function auditedEndpoint<N extends EndpointName>(name: N, handlers: Handlers<N>) {
  return route(handlersFor(name, handlers), { logRefusals: true });
}
