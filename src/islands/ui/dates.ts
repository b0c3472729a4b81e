// Dates as the member's browser would write them (their locale and time zone).

function sameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/**
 * The Last Login card: the previous sign-in, or `today` when it was earlier today or when this is the
 * first sign-in (so the most recent sign-in is the current one).
 */
export function formatLastLogin(iso: string | null, today: string, now = new Date(), locale?: string): string {
  if (!iso) return today;
  const date = new Date(iso);
  if (sameLocalDay(date, now)) return today;
  return formatDateTime(iso, locale);
}

/** A date and time, e.g. '22 Nov 2026, 14:05' in en-GB. */
export function formatDateTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar date, e.g. '22 Nov 2026' in en-GB. */
export function formatDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
