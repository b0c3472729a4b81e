// The head script as BaseLayout inlines it: minified at build time, because it runs before the first
// paint and stays within 1 KB. Server-side only (esbuild); the browser's side of held clicks is
// enhance.ts.
import { transformSync } from 'esbuild';
import { headScript } from './head-script.ts';

export function inlineHeadScript(): string {
  return transformSync(headScript(), { minify: true }).code.trim();
}
