// What a chart draws: a value per week for each series, the same numbers its table shows and its
// summary tells. No chart library here: this module is loaded with the panels, the drawing on demand.

export interface ChartSeries {
  key: string;
  label: string;
  /** One value per week; null where there is nothing to show (a line has a gap there). */
  values: readonly (number | null)[];
}

export interface ChartData {
  /** Each week's Monday ('2026-11-23'), oldest first. */
  weeks: readonly string[];
  series: readonly ChartSeries[];
}

/** What a chart's controls and table say (dashboard.yaml's `charts`). */
export interface ChartCopy {
  showTable: string;
  week: string;
  total: string;
  downloadCsv: string;
  /** A week without a value (a line's gap). */
  noValue: string;
}

/** How the values are drawn: stacked counts, each week's share (100%), or one line per series. */
export type ChartKind = 'stacked' | 'share' | 'lines';

/** The series' colours, in order: distinct from each other and at least 3:1 against white. */
export const CHART_COLOURS = [
  '#1d4ed8',
  '#c2410c',
  '#047857',
  '#7e22ce',
  '#b91c1c',
  '#0f766e',
  '#a16207',
  '#be185d',
  '#4d7c0f',
  '#334155',
  '#0369a1',
] as const;

export const colourOf = (index: number) => CHART_COLOURS[index % CHART_COLOURS.length]!;

/** A week as its axis and table name it: the Monday's day and month, in UTC (e.g. '23 Nov'). */
export function weekLabel(week: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${week}T00:00:00Z`),
  );
}

/** Each week's total over every series. */
export function weekTotals(data: ChartData): number[] {
  return data.weeks.map((_, i) => data.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
}

/** A value as a share of its week's total, in whole percent (0 for an empty week). */
export function shareOf(value: number, total: number): number {
  return total > 0 ? Math.round((value / total) * 100) : 0;
}
