// Small formatting helpers for the Enquiries panel.

/** Replaces each '{key}' in a copy string. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

/** A date and time in the reader's locale and time zone, e.g. '22 Nov 2026, 09:30'. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
