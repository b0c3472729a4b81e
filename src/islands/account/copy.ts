import type { PageData } from '../../content.config.ts';

/** src/content/pages/account.yaml, as the account page's island receives it. */
export type AccountCopy = Omit<PageData<'account'>, 'page' | 'seo'>;
