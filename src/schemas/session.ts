// Where a member is signed in: shared by the member's own sessions list and an administrator's view of a
// user's sessions, so neither schema module needs the other.

/** One entry of GET /api/account/sessions. */
export interface AccountSession {
  /** The session's public id (DELETE /api/account/sessions/{id}). */
  id: string;
  /** 'Chrome 126', or null when the browser did not say. */
  browser: string | null;
  /** 'macOS 14.5', or null. */
  os: string | null;
  /** The network signed in from, truncated: '203.0.113.0'. */
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  /** The session of the browser asking. */
  current: boolean;
}
