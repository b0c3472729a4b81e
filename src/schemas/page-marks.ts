// The two names the client directives read before any island has loaded (src/lib/directives/touched.ts).
// They live apart from the storage catalogue (storage.ts re-exports them) because a directive is bundled
// on its own and inlined in every page: importing the catalogue would inline all of it.

/** Set on <html> by the head script while the hint cookie is present (a members-only article's held space). */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
/** A confirmation toast ('Welcome back!') carried to the next page after a sign-in navigates there. */
export const PENDING_TOAST_KEY = 'pending-toast';
