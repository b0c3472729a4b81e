// API endpoints: the rest of a members-only article, read by its page once a member is signed in.
// Each constant is the address alone (names are in ../api-routes.ts, methods and shapes in ../api.ts).
export const insightMembersOnly = '/api/insights/:slug/members-only';
