// PNG icons drawn from the mark at build time with sharp: the 180 px Apple touch icon and the web
// manifest's 192 and 512 px icons. The mark sits on a navy square, since these icons are shown unmasked.
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { markSvg } from '../lib/brand/logo.ts';

const ICON_SIZES = { 'apple-touch-icon': 180, 'icon-192': 192, 'icon-512': 512 } as const;

export const getStaticPaths = (() =>
  Object.entries(ICON_SIZES).map(([icon, size]) => ({ params: { icon }, props: { size } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ size: number }> = async ({ props }) => {
  const png = await sharp(Buffer.from(markSvg({ background: true })), { density: 600 })
    .resize(props.size, props.size)
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
