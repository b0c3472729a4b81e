import type { PageData } from '../../content.config.ts';

/** The parts of src/content/pages/auth.yaml the form needs. */
export type AuthFormCopy = Pick<PageData<'auth'>, 'login' | 'register' | 'toasts'>;

/** Where a member lands after signing in: the site root, which Netlify serves as the dashboard. */
export const AFTER_SIGN_IN_PATH = '/';
