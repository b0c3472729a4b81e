import type { PageData } from '../../content.config.ts';

/** The contact form's labels and messages: `contact.form` in src/content/pages/home.yaml. */
export type ContactFormCopy = PageData<'home'>['contact']['form'];
