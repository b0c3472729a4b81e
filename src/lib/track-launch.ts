// Records an application launch for the signed-in member. Fire and forget: the response is unused,
// and keepalive lets the request finish when the launch navigates away. With analytics consent the
// launch is also reported as the application_accessed event.
import { trackEvent } from './analytics.ts';

export function trackLaunch(applicationId: string): void {
  trackEvent('application_accessed', { applicationName: applicationId });
  void fetch(`/api/member/applications/${encodeURIComponent(applicationId)}/track`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {
    // A lost tracking call must never get in the way of opening the application.
  });
}
