import type { PageData } from '../../content.config.ts';

/** src/content/pages/account.yaml, as the account page's island receives it. */
export type AccountCopy = Omit<PageData<'account'>, 'page' | 'seo'>;

export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand-navy px-4 py-2 text-small font-semibold text-white hover:bg-brand-ocean disabled:cursor-wait disabled:opacity-80';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-small font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70';
export const dangerButton =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-small font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-80';
