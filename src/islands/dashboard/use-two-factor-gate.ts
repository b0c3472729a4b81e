// Whether the administrators' panels may load: an administrator without two-factor sign-in, while the
// site requires it, sees the way to /account instead (the API would answer every panel 403).
import { api } from '../../lib/api.ts';
import * as endpoints from '../../schemas/api-routes/account.ts';
import { useApiData } from '../data/use-api-data.ts';

export type TwoFactorGate = 'checking' | 'open' | 'enrol';

const loadTwoFactorStatus = () => api(endpoints.accountTwoFactor, 'GET');

export function useTwoFactorGate(active: boolean): TwoFactorGate {
  const { state } = useApiData(loadTwoFactorStatus, { enabled: active });
  if (state.status === 'loading') return 'checking';
  // Unknown (the read failed): let the panels load and speak for themselves.
  if (state.status === 'failed') return 'open';
  return state.data.required && !state.data.enabled ? 'enrol' : 'open';
}
