// API endpoints the sign-in pages call: signing in, registering, and a forgotten password.
// Each constant is the address alone (the contract entry naming it is in ../api.ts);
// areas are cut by the pages that call them, so a page carries only the addresses it calls.
export const login = '/api/login';
export const loginTwoFactor = '/api/login/two-factor';
export const register = '/api/register';
export const passwordForgot = '/api/password/forgot';
export const passwordReset = '/api/password/reset';
export const loginPasskeyOptions = '/api/login/passkey/options';
export const loginPasskey = '/api/login/passkey';
