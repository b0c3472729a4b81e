// REQUIRE_ADMIN_2FA: administrators must have two-factor sign-in on before using the administrators' API.
// On unless set off ('off', 'false', '0' or 'no'); the local demo set-up turns it off and says so.
type Env = Record<string, string | undefined>;

export function adminTwoFactorRequired(env: Env = process.env): boolean {
  return !['off', 'false', '0', 'no'].includes((env.REQUIRE_ADMIN_2FA ?? '').trim().toLowerCase());
}
