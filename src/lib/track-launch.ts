// Records an application launch for the signed-in member. Fire and forget: the answer is unused but for
// telling the open tabs (their "Your activity" reads again), and keepalive lets the request finish when the
// launch navigates away. With analytics consent the launch is also reported as the application_accessed event.
import { trackEvent } from './analytics.ts';
import { api } from './api.ts';
import { announceLaunch } from './launch-channel.ts';
import * as endpoints from '../schemas/api-routes/member.ts';

export function trackLaunch(applicationId: string): void {
  trackEvent('application_accessed', { applicationName: applicationId });
  void api(endpoints.memberApplicationTrack, 'POST', { params: { name: applicationId }, keepalive: true })
    .then(({ applicationName }) => announceLaunch({ applicationName }))
    .catch(() => {
      // A lost tracking call must never get in the way of opening the application.
    });
}
