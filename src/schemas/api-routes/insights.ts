// API endpoints: the rest of a members-only article, read by its page once a member is signed in.
// Each constant is the address alone (names are in ../api-routes.ts, methods and shapes in ../api.ts).
export const insightMembersOnly = '/api/insights/:slug/members-only';
/** The one-click unsubscribe link in every briefing e-mail (RFC 8058). */
export const briefingsUnsubscribe = '/api/briefings/unsubscribe';
