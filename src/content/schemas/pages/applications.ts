// Labels of the embedded-application and showcase pages; the rest comes from the applications collection.
import { z } from 'astro/zod';
import { text, linkTo } from '../shared.ts';

/**
 * Labels of the embedded-application pages (/zehnbusinessmentor.com, ...). Title and description
 * of each page come from the application (name, description).
 */
export const embeddedAppPage = z.strictObject({
  page: z.literal('embedded-app'),
  backLink: linkTo('/access-request'),
  openInNewTab: text,
  /** iframe title; '{name}' is replaced with the application name. */
  frameTitle: text.includes('{name}'),
  /** Shown if the frame is blocked by the application; '{name}' as above. */
  fallbackText: text.includes('{name}'),
  /** The panel shown over the frame when it has not loaded after a few seconds; '{name}' as above. */
  unavailable: z.strictObject({ heading: text.includes('{name}'), text: text }),
});

/**
 * Labels of the showcase pages (/showcase/{slug}). Headline, badge, figures and buttons come from
 * the application's `showcase`; title and description from its name and description.
 */
export const showcasePage = z.strictObject({
  page: z.literal('showcase'),
  backLink: linkTo('/member-dashboard'),
  figuresLabel: text,
  keyFeaturesLabel: text,
  audienceLabel: text,
  /** Accessible name of the illustrated product screen; {name} is the application's name. */
  previewLabel: text.includes('{name}'),
  /** Visually hidden suffix for buttons that open a new tab. */
  newTabNote: text,
});
