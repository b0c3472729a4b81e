import { describe, expect, it } from 'vitest';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, renderPreview } from './preview.ts';
import { previewText } from './integration.ts';
import { previewImagePath } from '../../src/lib/preview-image.ts';

const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('preview images', () => {
  it('draws a 1200 x 630 PNG under 100 KB, even for the longest title', async () => {
    const png = await renderPreview({
      title: 'A headline as long as the schema allows an article title to be, which is one hundred and ten letters',
      eyebrow: 'Risk & Compliance · Regulation · AI Governance',
      footer: 'Alistair Cavendish, Jonathan Whitfield',
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(size(png)).toEqual({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT });
    expect(png.length).toBeLessThan(100 * 1024);
  });

  it('takes its words from the built page: the title without the site name, an article’s topics and authors', () => {
    const article = [
      '<meta property="og:title" content="Governing agents &amp; boards | WAC Advisory">',
      '<meta name="author" content="Dr Priya Raman, Tom Hargreaves">',
      '<meta property="article:tag" content="AI Governance">',
      '<meta property="article:tag" content="Data">',
    ].join('');
    expect(previewText(article)).toEqual({
      title: 'Governing agents & boards',
      eyebrow: 'AI Governance · Data',
      footer: 'Dr Priya Raman, Tom Hargreaves',
    });
    const home = '<meta property="og:title" content="WAC Advisory | Traditional Values, Cutting Edge Delivery">';
    expect(previewText(home)).toEqual({
      title: 'Traditional Values, Cutting Edge Delivery',
      eyebrow: 'WAC Advisory',
      footer: undefined,
    });
  });

  it('lives at /og/<the page’s path>.png', () => {
    expect(previewImagePath('/')).toBe('/og/index.png');
    expect(previewImagePath('/insights/topic/data/')).toBe('/og/insights/topic/data.png');
  });
});
