// Real-visitor speed without zod (the analytics chunk and the Site speed panel read it): the metrics,
// Google's thresholds for each (good up to the first figure, needs improvement up to the second, poor
// above), and the device classes a report is counted under.

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const WEB_VITAL_THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, needsImprovement] = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= needsImprovement ? 'needs-improvement' : 'poor';
}

/**
 * A visit's device class, from the viewport's width and the connection: a slow connection (2G, 3G or
 * data saver) first, whatever the screen; then a phone (under 768 px), a tablet (under 1200 px) or a desktop.
 */
export const DEVICE_CLASSES = ['slow', 'phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function deviceClass(width: number, connection?: { effectiveType?: string; saveData?: boolean }): DeviceClass {
  if (connection?.saveData || /^(slow-2g|2g|3g)$/.test(connection?.effectiveType ?? '')) return 'slow';
  if (width < 768) return 'phone';
  return width < 1200 ? 'tablet' : 'desktop';
}
