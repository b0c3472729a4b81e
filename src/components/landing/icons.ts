// The landing page's repeated icons, drawn once in a sprite (IconSprite.astro) and used by reference
// (Icon.astro, or `<use href={iconHref(name)}>` in a React component), so each path is in the page once.
export const ICONS = {
  check: 'M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z',
  star: 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z',
  'chevron-down': 'M5 7l5 6 5-6H5z',
  'chevron-left': 'M13 4l-6 6 6 6V4z',
  'chevron-right': 'M7 4l6 6-6 6V4z',
} as const;

export type IconName = keyof typeof ICONS;

export const iconId = (name: IconName) => `icon-${name}`;
export const iconHref = (name: IconName) => `#${iconId(name)}`;
