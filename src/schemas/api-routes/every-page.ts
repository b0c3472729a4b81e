// API endpoints every page calls: who is signed in (if anyone), signing out (the menu), and the consent
// log (the cookie banner), and the speed report of a visitor who allowed analytics. Each constant is the address alone (the contract entry naming it is in
// ../api.ts); areas are cut by the pages that call them, so a page carries only the addresses it calls.
export const signedInUser = '/api/auth/user';
export const logout = '/api/logout';
export const consentLog = '/api/consent/log';
export const vitals = '/api/vitals';
