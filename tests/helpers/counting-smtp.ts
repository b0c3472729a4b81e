// A lean SMTP server for sending at scale: it keeps no message, only how many it accepted for each
// recipient, and refuses a share of messages at random (451, "try again later"), drawn from a seeded
// generator for each recipient and try, so a test is random in what it refuses yet the same every time it
// runs, whatever order the messages arrive in. `startCountingSmtpWorker` runs it
// in a worker thread, so the server and the sender under test each have a core.
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

export interface CountingSmtp {
  url: string;
  /** Messages accepted, by recipient (lower case). */
  accepted: Map<string, number>;
  refused: number;
  close: () => Promise<void>;
}

/** Mulberry32: a small, well-spread generator from a 32-bit seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a recipient's address as a 32-bit number. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export async function startCountingSmtp(options: { refuseShare: number; seed: number }): Promise<CountingSmtp> {
  const tries = new Map<string, number>();
  const accepted = new Map<string, number>();
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const key = session.envelope.rcptTo.map(({ address }) => address.toLowerCase()).join(',');
        const tried = tries.get(key) ?? 0;
        tries.set(key, tried + 1);
        if (seeded(options.seed ^ hashOf(`${key}#${tried}`))() < options.refuseShare) {
          refused += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        for (const { address } of session.envelope.rcptTo) {
          const key = address.toLowerCase();
          accepted.set(key, (accepted.get(key) ?? 0) + 1);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a counting server in a worker says when asked (its counts, copied across the thread boundary). */
export interface WorkerCounts {
  accepted: Map<string, number>;
  refused: number;
}

export interface CountingSmtpWorker {
  url: string;
  counts: () => Promise<WorkerCounts>;
  close: () => Promise<void>;
}

export async function startCountingSmtpWorker(options: {
  refuseShare: number;
  seed: number;
}): Promise<CountingSmtpWorker> {
  const worker = new Worker(new URL('./counting-smtp-worker.ts', import.meta.url), { workerData: options });
  const next = <T>() => new Promise<T>((resolve) => worker.once('message', resolve));
  const url = await next<string>();
  return {
    url,
    async counts() {
      const answer = next<WorkerCounts>();
      worker.postMessage('counts');
      return answer;
    },
    async close() {
      const closed = next<string>();
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}
