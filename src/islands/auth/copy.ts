import type { PageData } from '../../content.config.ts';

/** The parts of src/content/pages/auth.yaml the form needs. */
export type AuthFormCopy = Pick<PageData<'auth'>, 'login' | 'register' | 'toasts'>;

/** Where a member lands after signing in: the site root, which Netlify serves as the dashboard. */
export const AFTER_SIGN_IN_PATH = '/';

export const submitButton =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-navy px-4 py-2.5 font-semibold text-white hover:bg-brand-ocean disabled:cursor-wait disabled:opacity-80';
