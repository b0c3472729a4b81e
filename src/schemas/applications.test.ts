import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_APPLICATION_IDS, isDashboardApplication } from './applications.ts';

/** `id` and `dashboardOrder` of each entry of the applications collection, read from its YAML file. */
function dashboardIdsFromContent(): string[] {
  const yaml = readFileSync(new URL('../content/applications.yaml', import.meta.url), 'utf8');
  return yaml
    .split(/^- /m)
    .slice(1)
    .map((entry) => ({
      id: /^id:\s*(\S+)/.exec(entry)?.[1],
      order: Number(/^\s+dashboardOrder:\s*(\d+)/m.exec(entry)?.[1] ?? NaN),
    }))
    .filter((entry) => entry.id && !Number.isNaN(entry.order))
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.id!);
}

describe('dashboard applications', () => {
  it('are exactly the applications collection entries with a dashboardOrder, in that order', () => {
    expect([...DASHBOARD_APPLICATION_IDS]).toEqual(dashboardIdsFromContent());
    expect(DASHBOARD_APPLICATION_IDS).toHaveLength(11);
  });

  it('recognises only those names', () => {
    expect(isDashboardApplication('brand-persona')).toBe(true);
    expect(isDashboardApplication('Brand Persona')).toBe(false);
    expect(isDashboardApplication('constructor')).toBe(false);
  });
});
