// API endpoints: Signing in and out, registering, the signed-in user, and a forgotten password.
// One module per area, so a page's bundle holds only the areas its islands call (see ../api-routes.ts).
import type { ApiRoute } from './route.ts';

export const login = { name: 'login', path: '/api/login', methods: ['GET', 'POST'] } as const satisfies ApiRoute;
export const loginTwoFactor = {
  name: 'login-two-factor',
  path: '/api/login/two-factor',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const register = { name: 'register', path: '/api/register', methods: ['POST'] } as const satisfies ApiRoute;
export const logout = { name: 'logout', path: '/api/logout', methods: ['POST'] } as const satisfies ApiRoute;
export const user = {
  name: 'user',
  path: '/api/user',
  aliases: ['/api/auth/user'],
  methods: ['GET'],
} as const satisfies ApiRoute;
export const passwordForgot = {
  name: 'password-forgot',
  path: '/api/password/forgot',
  methods: ['POST'],
} as const satisfies ApiRoute;
export const passwordReset = {
  name: 'password-reset',
  path: '/api/password/reset',
  methods: ['POST'],
} as const satisfies ApiRoute;
