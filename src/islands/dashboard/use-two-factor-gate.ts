// Whether the administrators' panels may load: an administrator without two-factor sign-in, while the
// site requires it, sees the way to /account instead (the API would answer every panel 403).
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api.ts';
import type { TwoFactorStatus } from '../../schemas/two-factor.ts';

export type TwoFactorGate = 'checking' | 'open' | 'enrol';

export function useTwoFactorGate(active: boolean): TwoFactorGate {
  const [gate, setGate] = useState<TwoFactorGate>('checking');
  useEffect(() => {
    if (!active) return;
    let current = true;
    apiRequest<TwoFactorStatus>('GET', '/api/account/two-factor').then(
      (status) => current && setGate(status.required && !status.enabled ? 'enrol' : 'open'),
      // Unknown: let the panels load and speak for themselves.
      () => current && setGate('open'),
    );
    return () => {
      current = false;
    };
  }, [active]);
  return gate;
}
