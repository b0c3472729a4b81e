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

export interface ShortRow {
  grid: string;
  items: number;
  perRow: number;
  lastRow: number;
  /** How far the short last row's centre is from the grid's centre, in px. */
  offCentre: number;
}

/**
 * Every card grid on the page (a grid or wrapping row of three or more visible items, each a card or holding
 * one; a row of buttons or links is not one) whose last row has fewer items than the first and is not centred under it.
 */
export function findOrphanRows(page: Page): Promise<ShortRow[]> {
  return page.evaluate(() => {
    const framed = (element: Element) => {
      const s = getComputedStyle(element);
      return (
        parseFloat(s.borderTopWidth) > 0 ||
        parseFloat(s.borderLeftWidth) > 0 ||
        s.boxShadow !== 'none' ||
        (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent')
      );
    };
    // A row of buttons or links (filters, tags) is a set of controls, not of cards.
    const isCard = (element: Element) =>
      !element.matches('button, a, input, label') &&
      (framed(element) || [...element.querySelectorAll(':scope > *, :scope > * > *')].some(framed));
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && element.checkVisibility();
    };
    const short: ShortRow[] = [];
    for (const container of document.querySelectorAll('main *')) {
      const s = getComputedStyle(container);
      const wraps = s.display.includes('grid') || (s.display.includes('flex') && s.flexWrap === 'wrap');
      if (!wraps || !visible(container)) continue;
      const items = [...container.children].filter(visible);
      if (items.length < 3 || !items.every(isCard)) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const item of items) {
        const rect = item.getBoundingClientRect();
        const top = Math.round(rect.top);
        rows.set(top, [...(rows.get(top) ?? []), rect]);
      }
      const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, rects]) => rects);
      const first = ordered[0]!;
      const last = ordered.at(-1)!;
      if (ordered.length < 2 || last.length >= first.length) continue;
      const box = container.getBoundingClientRect();
      const contentCentre =
        box.left + parseFloat(s.paddingLeft) + (box.width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)) / 2;
      const rowCentre = (Math.min(...last.map((r) => r.left)) + Math.max(...last.map((r) => r.right))) / 2;
      const offCentre = Math.abs(rowCentre - contentCentre);
      if (offCentre <= 2) continue;
      const label = container.closest('[aria-labelledby]')?.getAttribute('aria-labelledby') ?? container.className;
      short.push({
        grid: `${container.tagName.toLowerCase()} in ${label}`,
        items: items.length,
        perRow: first.length,
        lastRow: last.length,
        offCentre,
      });
    }
    return short;
  });
}

export interface CrampedCell {
  /** The cell or field: its tag and the panel or region it sits in. */
  cell: string;
  word: string;
  /** The word's width set on one line, and the room the cell gives it, in px. */
  wordWidth: number;
  cellWidth: number;
}

/**
 * Every table cell and card field (td, th, dt, dd, and any text allowed to break inside a word) on the page
 * or in an open dialog whose longest word is wider than the cell's content box: a word that overflows it,
 * or one broken across lines (an e-mail address two letters to a line). A word's width is the sum of its
 * rendered pieces (a Range over the word), so it counts whole however the browser broke it.
 */
export function findCrampedCells(page: Page): Promise<CrampedCell[]> {
  return page.evaluate(() => {
    const breaksWords = (element: Element) => {
      const s = getComputedStyle(element);
      return s.wordBreak === 'break-all' || s.overflowWrap === 'anywhere' || s.overflowWrap === 'break-word';
    };
    const scopes = [...document.querySelectorAll('main, dialog[open], [role="dialog"], [role="alertdialog"]')];
    const cells = new Set<Element>();
    for (const scope of scopes) {
      for (const element of scope.querySelectorAll('td, th, dt, dd, p, a, span, li')) {
        if (element.matches('td, th, dt, dd') || breaksWords(element)) cells.add(element);
      }
    }
    const cramped: CrampedCell[] = [];
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || !cell.checkVisibility()) continue;
      // An inline element (a link, a span) has no width of its own: its room is its block's.
      let block = cell;
      while (getComputedStyle(block).display === 'inline' && block.parentElement) block = block.parentElement;
      const s = getComputedStyle(block);
      const room = block.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let widest = { word: '', width: 0 };
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A word breaks after a hyphen as after a space (a double-barrelled name wraps there).
        for (const match of text.matchAll(/[^\s-]+-?|-+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const width = [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
          if (width > widest.width) widest = { word: match[0], width };
        }
      }
      if (widest.width <= room + 0.5) continue;
      const where = cell.closest('[aria-labelledby], [aria-label], section, dialog');
      const label = where?.getAttribute('aria-labelledby') ?? where?.getAttribute('aria-label') ?? where?.tagName;
      cramped.push({
        cell: `${cell.tagName.toLowerCase()} in ${label ?? 'main'}`,
        word: widest.word,
        wordWidth: Math.round(widest.width),
        cellWidth: Math.round(room),
      });
    }
    return cramped;
  });
}
