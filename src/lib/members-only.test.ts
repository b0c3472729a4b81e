import { describe, expect, it } from 'vitest';
import { gatedTexts, placeholderBlocks, splitArticle } from './members-only.ts';

const markdown = `Everyone reads this opening paragraph.

## What to do

Only members read this one. It has two sentences.

- **First.** A point.
- Second point.
`;
const html = `<p>Everyone reads this opening paragraph.</p>
<h2 id="what-to-do">What to do</h2>
<p>Only members read this one. It has two sentences.</p>
<ul>
<li><strong>First.</strong> A point.</li>
<li>Second point.</li>
</ul>`;

describe('members-only articles', () => {
  it('shows the first paragraph and keeps the rest for members', () => {
    const { preview, gated } = splitArticle(markdown, html, 'example');
    expect(preview).toBe('<p>Everyone reads this opening paragraph.</p>');
    expect(gated.startsWith('<h2 id="what-to-do">')).toBe(true);
    expect(gated).toContain('Only members read this one.');
    expect(gated).not.toContain('Everyone reads');
  });

  it('refuses an article that does not open with a paragraph, naming its file', () => {
    expect(() => splitArticle('## A heading first\n\nText.', '<h2>A heading first</h2><p>Text.</p>', 'odd')).toThrow(
      'src/content/insights/odd.md is members only and must open with a paragraph',
    );
  });

  it('refuses a file name the members-only function would not serve, naming the file', () => {
    const long = 'a'.repeat(121);
    expect(() => splitArticle(markdown, html, long)).toThrow(
      `src/content/insights/${long}.md is members only, so its file name must be lower-case words joined by single hyphens, at most 120 characters.`,
    );
    expect(() => splitArticle(markdown, html, 'Odd_Name')).toThrow('Odd_Name.md is members only');
    expect(splitArticle(markdown, html, 'a'.repeat(120)).preview).toBe('<p>Everyone reads this opening paragraph.</p>');
  });

  it('gives the text of every block after the first paragraph', () => {
    expect(gatedTexts(markdown)).toEqual([
      'What to do',
      'Only members read this one. It has two sentences.',
      'First. A point. Second point.',
    ]);
  });

  it('draws the placeholder with the same blocks, every letter and digit blanked', () => {
    expect(placeholderBlocks(markdown)).toEqual([
      { tag: 'h2', texts: ['xxxx xx xx'] },
      { tag: 'p', texts: ['xxxx xxxxxxx xxxx xxxx xxx. xx xxx xxx xxxxxxxxx.'] },
      { tag: 'ul', texts: ['xxxxx. x xxxxx.', 'xxxxxx xxxxx.'] },
    ]);
    const texts = placeholderBlocks(markdown).flatMap((block) => block.texts);
    for (const text of texts) expect(text).not.toMatch(/[a-wyzA-Z0-9]/);
  });
});
