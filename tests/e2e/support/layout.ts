// Measurements of a page's layout in the browser, for the grid and card-grid tests.
import type { Page } from '@playwright/test';

export interface LeftEdges {
  /** Left edge of the logo in the page's banner. */
  logo: number;
  /** Left edge of the content box of the banner's container (the page grid). */
  grid: number;
  /** Headings and running text outside cards and later columns, with the left edge of their text. */
  text: { tag: string; text: string; left: number }[];
}

/**
 * Where the logo, the page grid and the page's headings (h1, h2) and paragraphs start. Text in or inside a card,
 * panel or badge (a box no wider than the grid with a border, shadow or background of its own) or in a
 * second or later column of a row is left out: it keeps its own inner edge. The text's edge is its first character's,
 * so centred text counts where it visibly starts.
 */
export function measureLeftEdges(page: Page): Promise<LeftEdges> {
  return page.evaluate(() => {
    const banner = document.querySelector('[role="banner"], body > header, header')!;
    const logo = banner.querySelector('svg[data-logo]')!.getBoundingClientRect().left;
    const container = banner.querySelector('.page-container')!;
    const style = getComputedStyle(container);
    const box = container.getBoundingClientRect();
    const grid = box.left + parseFloat(style.paddingLeft);
    const width = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const main = document.querySelector('main')!;

    const isBox = (element: Element) => {
      const s = getComputedStyle(element);
      const framed =
        parseFloat(s.borderLeftWidth) > 0 ||
        parseFloat(s.borderTopWidth) > 0 ||
        s.boxShadow !== 'none' ||
        (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent');
      return framed && element.getBoundingClientRect().width < width + 4;
    };
    const inLaterColumn = (child: Element, parent: Element) => {
      const s = getComputedStyle(parent);
      const columns = s.display.includes('grid') && s.gridTemplateColumns.split(' ').length > 1;
      const row = s.display.includes('flex') && !s.flexDirection.startsWith('column');
      if (!columns && !row) return false;
      const start = parent.getBoundingClientRect().left + parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth);
      return child.getBoundingClientRect().left - start > 2;
    };
    const counted = (element: Element) => {
      for (let node: Element = element; node !== main; node = node.parentElement!) {
        if (isBox(node)) return false;
        if (node.matches('li, dl, table, figure, blockquote, address, nav, form, dialog, details, label, a, button'))
          return false;
        if (inLaterColumn(node, node.parentElement!)) return false;
      }
      return true;
    };
    const textLeft = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return rects.length ? Math.min(...rects.map((rect) => rect.left)) : element.getBoundingClientRect().left;
    };
    const text = [...main.querySelectorAll('h1, h2, p')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1 && element.checkVisibility() && (element.textContent ?? '').trim();
      })
      .filter(counted)
      .map((element) => ({
        tag: element.tagName.toLowerCase(),
        text: (element.textContent ?? '').trim().slice(0, 40),
        left: textLeft(element),
      }));
    return { logo, grid, text };
  });
}
