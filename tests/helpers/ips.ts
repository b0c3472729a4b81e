// A different client address for each call, so one test's per-IP rate limits never affect another
// (test files run in parallel processes, hence random rather than a counter).
import { randomInt } from 'node:crypto';

export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}
