// What the client directives' unit tests hand a directive: an island element with a button, and Astro's
// `load`, which resolves to the island's hydrate function (here one the test watches).
import { vi } from 'vitest';

export function island(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<button type="button">Open</button>';
  document.body.append(element);
  return element;
}

export function loader() {
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  return { load, hydrate };
}
