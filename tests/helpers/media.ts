// Test helper (jsdom has no matchMedia): answers media queries from a set of matching ones.
import { vi } from 'vitest';

export function stubMatchMedia(matching: readonly string[] = []): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
