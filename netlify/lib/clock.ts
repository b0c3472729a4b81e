// The server's idea of "now", in one place so tests can move time (session timeouts, rate-limit windows)
// without waiting. Production code reads now(); only tests call setClock().
export const DAY_MS = 24 * 60 * 60 * 1000;

let source: () => Date = () => new Date();

export function now(): Date {
  return source();
}

/** Tests: replace the clock (e.g. `setClock(() => new Date(Date.now() + 31 * 60_000))`); undefined restores it. */
export function setClock(next: (() => Date) | undefined): void {
  source = next ?? (() => new Date());
}
