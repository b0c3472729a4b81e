/** Fills '{name}' placeholders in content strings: fill('{count} of {total}', { count: 3, total: 18 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** A counted sentence in each plural form English takes: one ('1 event') and other ('0 events', '2 events'). */
export interface PluralForms {
  one: string;
  other: string;
}

// The copy is written in English, so English's plural rules pick the form (whatever the browser's locale).
const pluralRules = new Intl.PluralRules('en');

/** The form `count` takes, filled: fillCounted({ one: '{n} event', other: '{n} events' }, 1, { n: 1 }). */
export function fillCounted(forms: PluralForms, count: number, values: Record<string, string | number>): string {
  return fill(pluralRules.select(count) === 'one' ? forms.one : forms.other, values);
}
