// The token of a link sent by e-mail (/reset-password?token=...), read once the island runs: undefined
// until then (the prebuilt page cannot know it), null when the address has none.
import { useEffect, useState } from 'react';

export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token')), []);
  return token;
}
