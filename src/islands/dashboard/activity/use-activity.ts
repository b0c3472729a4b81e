// The member's own activity: read once signed in, and again whenever a launch is announced (in this tab
// or another), keeping what is shown if a re-read fails.
import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { onLaunch } from '../../../lib/launch-channel.ts';
import * as endpoints from '../../../schemas/api-routes/member.ts';
import { useApiData } from '../../data/use-api-data.ts';

const loadActivity = () => api(endpoints.memberActivity, 'GET');

export function useActivity(enabled: boolean) {
  const { state, reload } = useApiData(loadActivity, { enabled, keepDataOnError: true });
  useEffect(() => {
    if (!enabled) return;
    return onLaunch(() => void reload());
  }, [enabled, reload]);
  return { state, reload };
}
