// The first-party speed report: the page's web-vitals values, sent once per page view with
// navigator.sendBeacon when the page is first hidden (the visitor leaves, switches tab or closes it), to
// POST /api/vitals. Loaded with web-vitals, only once analytics is allowed; `allowed` is asked again at
// sending, so a visitor who revoked meanwhile sends nothing. The report names the page's template (the
// route table's pattern on <html data-template>), the device class and the values: nothing else.
import { deviceClass, type VitalName } from '../schemas/vital-thresholds.ts';
import * as endpoints from '../schemas/api-routes/every-page.ts';

type Connection = { effectiveType?: string; saveData?: boolean };

export function startVitalsBeacon(allowed: () => boolean): (name: VitalName, value: number) => void {
  const values: Partial<Record<VitalName, number>> = {};
  let sent = false;
  const send = () => {
    const template = document.documentElement.dataset.template;
    if (sent || !template || !Object.keys(values).length || !allowed()) return;
    sent = true;
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    // A string body goes as text/plain: the function reads it as JSON (a Blob typed application/json is
    // not a simple request, which some browsers refuse to beacon).
    navigator.sendBeacon(
      endpoints.vitals,
      JSON.stringify({ template, device: deviceClass(window.innerWidth, connection), ...values }),
    );
  };
  // On the window, so web-vitals' own listeners (on the document) have reported the final values first.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
  return (name, value) => {
    values[name] = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  };
}
