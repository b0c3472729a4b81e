// Helpers for calling functions directly with web-standard Requests, as Netlify does.
import type { Context } from '@netlify/functions';

export const ORIGIN = 'http://localhost:8888';

/** Work a handler left running after its response (Netlify's waitUntil): mail, for instance. */
let background: Promise<unknown>[] = [];

export function context(overrides: Partial<Context> = {}): Context {
  return {
    ip: '203.0.113.7',
    params: {},
    requestId: 'test',
    waitUntil: (task: Promise<unknown>) => void background.push(task),
    ...overrides,
  } as Context;
}

/** Waits until every task handlers left running has finished. */
export async function settleBackground(): Promise<void> {
  while (background.length) {
    const tasks = background;
    background = [];
    await Promise.allSettled(tasks);
  }
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body text, sent as is (for malformed-JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  cookie?: string;
  ip?: string;
  params?: Record<string, string>;
}

export function request(path: string, options: CallOptions = {}): Request {
  const headers = new Headers(options.headers);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (options.cookie) headers.set('cookie', options.cookie);
  return new Request(new URL(path, ORIGIN), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
}

type Fn = (req: Request, ctx: Context) => Promise<Response> | Response;

export async function call(fn: Fn, path: string, options: CallOptions = {}) {
  const response = await fn(
    request(path, options),
    context({ ip: options.ip ?? '203.0.113.7', params: options.params ?? {} }),
  );
  const text = await response.text();
  // As on Netlify, the call is over once what it left running (waitUntil) is done.
  await settleBackground();
  let body: any = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, response };
}
