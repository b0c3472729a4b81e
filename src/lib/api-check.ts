// Development and tests only (lib/api.ts loads this behind `import.meta.env.DEV`, which a production build
// drops): each answer parsed with its contract schema (schemas/api.ts), so a reply that has drifted from
// the contract fails at the call that received it, naming the endpoint and the method, instead of
// surfacing later as a wrong value on a page. Production pages carry neither zod nor the contract.
import { contractEntries } from '../schemas/api.ts';
import type { ApiMethod } from '../schemas/api-routes/route.ts';

/** Thrown when an answer does not match the contract. */
export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

const entries = contractEntries();

/** Throws ContractMismatch unless `reply` is what the contract says `method` on the address `path` answers. */
export function checkReply(path: string, method: ApiMethod, reply: unknown): void {
  const entry = entries.find((candidate) => candidate.path === path);
  const operation = entry?.operations[method];
  if (!entry || !operation) throw new ContractMismatch(`${method} ${path} is not in the API contract`);
  const call = `${method} ${path} (${entry.name})`;
  if (operation.reply.kind === 'json') {
    const result = operation.reply.schema.safeParse(reply);
    if (result.success) return;
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`);
    throw new ContractMismatch(`${call}: the reply does not match the contract: ${issues.join('; ')}`);
  }
  if (operation.reply.kind === 'none' && reply !== undefined) {
    throw new ContractMismatch(`${call}: the contract says no content, and the reply has some`);
  }
}
