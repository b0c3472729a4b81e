// A page's preview image (Open Graph and Twitter card): 1200x630 PNG in the look of public/og-image.png
// (scripts/og-image/og-image.html): the logo, a gold rule and the page's title in Source Serif 4 on the
// brand's navy, with an eyebrow line in Inter (for an article its topics) and, for an article, its authors.
// satori lays the text out to SVG and resvg draws it; flat colours keep each file far under 100 KB.
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { BRAND_GOLD, BRAND_NAVY, LOGO_WIDTH, MARK, logoSvg } from '../../src/lib/brand/logo.ts';
import { staticFace as face } from '../font-subsets.mjs';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export interface PreviewText {
  title: string;
  /** The small line above the title: the site's name, or an article's topics. */
  eyebrow: string;
  /** The line under the title, e.g. an article's authors. */
  footer?: string | undefined;
}

let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all([face('source-serif-4', 600), face('inter', 400), face('inter', 600)]).then(
    ([serif, sans, sansBold]) => [
      { name: 'Source Serif 4', data: serif, weight: 600 as const, style: 'normal' as const },
      { name: 'Inter', data: sans, weight: 400 as const, style: 'normal' as const },
      { name: 'Inter', data: sansBold, weight: 600 as const, style: 'normal' as const },
    ],
  ));

const LOGO_HEIGHT = 64;

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra: object = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

/** Title size that keeps a long headline within four lines. */
const titleSize = (title: string) => (title.length > 90 ? 52 : title.length > 60 ? 60 : 72);

/** The PNG bytes of one preview image. */
export async function renderPreview(text: PreviewText): Promise<Buffer> {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg('#ffffff', LOGO_HEIGHT)).toString('base64')}`;
  const content = h(
    'div',
    {
      flexGrow: 1,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 96px 48px',
    },
    [
      h('img', {}, undefined, { src: logo, width: (LOGO_WIDTH * LOGO_HEIGHT) / MARK.size, height: LOGO_HEIGHT }),
      h('div', { display: 'flex', flexDirection: 'column' }, [
        h('div', { fontSize: 28, fontWeight: 600, color: '#fcd34d', marginBottom: 20 }, text.eyebrow),
        h(
          'div',
          {
            fontFamily: 'Source Serif 4',
            fontWeight: 600,
            fontSize: titleSize(text.title),
            lineHeight: 1.08,
            letterSpacing: -0.5,
            maxWidth: 1000,
          },
          text.title,
        ),
      ]),
      h('div', { fontSize: 28, color: '#e0f2fe', minHeight: 34 }, text.footer ?? ''),
    ],
  );
  const tree = h(
    'div',
    {
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: BRAND_NAVY,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [content, h('div', { height: 16, backgroundColor: BRAND_GOLD })],
  );
  const svg = await satori(tree as never, { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).render().asPng();
}
