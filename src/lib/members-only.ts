// Members-only articles: what the public page shows and what only members read. The public page carries
// the body's first paragraph; everything after it (the gated part) is rendered at build time into a file
// served only by a members-only function, and the page holds its space with a redacted copy of its
// shape (each block's words as blank bars), so nothing moves when a member's copy fills it in.
// Pure, build-time: no astro:content here, so vitest loads it as it is.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { insightSlugParam } from '../schemas/api-params.ts';
import { INSIGHT_SLUG_MAX_LENGTH } from '../schemas/insights.ts';

/** A block of the gated part as the placeholder draws it: its element and its text, letters blanked. */
export interface PlaceholderBlock {
  tag: 'h2' | 'h3' | 'h4' | 'p' | 'ul' | 'ol';
  /** One text per line item (a list), or the block's one text. */
  texts: string[];
}

export interface GatedArticle {
  /** The rendered HTML the public page shows: everything up to and including the first paragraph. */
  preview: string;
  /** The rendered HTML only members read. */
  gated: string;
}

/** Any node below the tree's root (mdast's RootContent, from the parser's own type): a block, an item, text. */
type MarkdownNode = ReturnType<typeof fromMarkdown>['children'][number];

/** A node's text: its own value, or its children's, list items spaced apart. */
const textOf = (node: MarkdownNode): string => {
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  const children: readonly MarkdownNode[] = node.children;
  return children.map(textOf).join(node.type === 'list' || node.type === 'listItem' ? ' ' : '');
};

/** The top-level blocks of a Markdown body. */
const blocksOf = (markdown: string): MarkdownNode[] => fromMarkdown(markdown).children;

/**
 * Splits a members-only article's rendered HTML after its first paragraph. The body must open with a
 * paragraph (the preview every visitor reads), and the file's name must be an address the members-only
 * function serves (the contract's slug): anything else is a build error that says so.
 */
export function splitArticle(markdown: string, html: string, id: string): GatedArticle {
  if (!insightSlugParam.schema.safeParse(id).success) {
    throw new Error(
      `src/content/insights/${id}.md is members only, so its file name must be lower-case words joined by ` +
        `single hyphens, at most ${INSIGHT_SLUG_MAX_LENGTH} characters.`,
    );
  }
  if (blocksOf(markdown)[0]?.type !== 'paragraph') {
    throw new Error(`src/content/insights/${id}.md is members only and must open with a paragraph (its preview).`);
  }
  const end = html.indexOf('</p>') + '</p>'.length;
  return { preview: html.slice(0, end), gated: html.slice(end).trim() };
}

/** The plain text of each block after the first paragraph: what must never reach a public file. */
export function gatedTexts(markdown: string): string[] {
  return blocksOf(markdown)
    .slice(1)
    .map((block) => textOf(block));
}

/** Letters and digits as `x`, so the placeholder's lines break about where the text's will. */
export const blank = (text: string) => text.replace(/[\p{L}\p{N}]/gu, 'x').replace(/\s+/g, ' ');

/** The gated part's shape for its placeholder: headings, paragraphs and lists, their text blanked. */
export function placeholderBlocks(markdown: string): PlaceholderBlock[] {
  return blocksOf(markdown)
    .slice(1)
    .map((block): PlaceholderBlock => {
      if (block.type === 'heading') {
        const depth = Math.min(Math.max(block.depth, 2), 4);
        return { tag: `h${depth}` as 'h2' | 'h3' | 'h4', texts: [blank(textOf(block))] };
      }
      if (block.type === 'list') {
        return { tag: block.ordered ? 'ol' : 'ul', texts: block.children.map((item) => blank(textOf(item))) };
      }
      return { tag: 'p', texts: [blank(textOf(block))] };
    })
    .filter((block) => block.texts.some((text) => text.trim() !== ''));
}
