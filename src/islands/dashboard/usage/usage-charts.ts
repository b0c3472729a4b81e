// The Usage panel's charts from its answer: each chart's series named for people (applications by name,
// cookie choices, services and briefing changes by their labels), leaving out series with nothing in the period.
import { contactInterestLabel } from '../../../schemas/contact-fields.ts';
import type { UsageChart, UsagePanel } from '../../../schemas/usage.ts';
import type { ChartData, ChartKind } from '../../charts/series.ts';
import type { DashboardApplication, DashboardCopy } from '../copy.ts';

export interface UsageChartView {
  chart: UsageChart;
  kind: ChartKind;
  data: ChartData;
}

const KINDS: Record<UsageChart, ChartKind> = {
  activeMembers: 'stacked',
  newAccounts: 'stacked',
  launches: 'stacked',
  consent: 'share',
  enquiries: 'stacked',
  briefings: 'stacked',
};

export function usageCharts(
  panel: UsagePanel,
  copy: DashboardCopy['usage'],
  applications: readonly DashboardApplication[],
): UsageChartView[] {
  const labels: Record<UsageChart, (key: string) => string> = {
    activeMembers: () => copy.total,
    newAccounts: () => copy.total,
    launches: (key) => applications.find((app) => app.id === key)?.name ?? key,
    consent: (key) => copy.consentMethods[key as keyof typeof copy.consentMethods] ?? key,
    enquiries: contactInterestLabel,
    briefings: (key) => copy.briefingChanges[key as keyof typeof copy.briefingChanges] ?? key,
  };
  return (Object.keys(KINDS) as UsageChart[]).map((chart) => {
    const entries = Object.entries(panel.charts[chart]);
    const several = entries.length > 1;
    return {
      chart,
      kind: KINDS[chart],
      data: {
        weeks: panel.weeks,
        series: entries
          .filter(([, values]) => !several || values.some((n) => n > 0))
          .map(([key, values]) => ({ key, label: labels[chart](key), values })),
      },
    };
  });
}
