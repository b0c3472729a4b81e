/** Fills '{name}' placeholders in content strings: fill('{count} of {total}', { count: 3, total: 18 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
