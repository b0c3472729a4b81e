// The globals Decap CMS's bundle (decap-cms.js) sets, as far as the editor's script uses them.
import type { ComponentType } from 'react';

/** Decap's preview props: `entry` is an Immutable.js Map whose 'data' holds the entry's fields. */
export interface DecapPreviewProps {
  entry: { get(key: 'data'): { toJS(): unknown } };
  getAsset(path: string): { toString(): string } | undefined;
}

export interface DecapEntryEvent {
  entry: { get(key: 'data'): { toJS(): unknown } };
}

export interface DecapCms {
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  init(options: { config?: Record<string, unknown> }): void;
  registerEventListener(listener: { name: 'preSave'; handler: (event: DecapEntryEvent) => unknown }): void;
}

/** Decap's own React: createClass builds a component, h creates its elements. */
export interface DecapReact {
  createClass(spec: Record<string, unknown>): ComponentType<DecapPreviewProps>;
  h(type: string, props: Record<string, unknown>): unknown;
}

declare global {
  interface Window {
    CMS: DecapCms;
    createClass: DecapReact['createClass'];
    h: DecapReact['h'];
  }
  /** The site's stylesheets for the preview pane (scripts/decap-admin.mjs). */
  const PREVIEW_STYLES: string[];
  /** The landing page's labels the previews show (scripts/decap-admin.mjs). */
  const PREVIEW_COPY: {
    caseStudies: import('../content.config.ts').PageData<'home'>['caseStudies'];
    services: import('../content.config.ts').PageData<'home'>['services'];
    leadership: import('../content.config.ts').PageData<'home'>['about']['leadership'];
    faq: import('../content.config.ts').PageData<'home'>['faq'];
    insights: import('../content.config.ts').PageData<'insights'>;
    /** Each leader's id and name, for an article's byline. */
    leaders: { id: string; name: string }[];
  };
}
