import { describe, expect, it } from 'vitest';
import {
  newestFirst,
  pageAddress,
  readingMinutes,
  relatedArticles,
  displayDate,
  WORDS_PER_MINUTE,
} from './insights.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const article = (id: string, day: string, topics: string[]) => ({
  id,
  title: id,
  publishDate: new Date(`${day}T00:00:00Z`),
  topics,
});

describe('reading time', () => {
  it('is the body’s words at the reading rate, rounded, and at least a minute', () => {
    expect(readingMinutes(words(WORDS_PER_MINUTE * 5))).toBe(5);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 5 + 150))).toBe(6);
    expect(readingMinutes('')).toBe(1);
  });

  it('counts the words people read, not Markdown’s marks or link targets', () => {
    const marked = `## Heading\n\n- **one** [two](https://example.com/a/very/long/path) > three\n\n![alt](./x.png)`;
    expect(readingMinutes(words(WORDS_PER_MINUTE * 2 - 4) + '\n' + marked)).toBe(2);
    expect(readingMinutes(`${'- * # > | `'.repeat(2000)}`)).toBe(1);
  });
});

describe('ordering and related articles', () => {
  const all = [
    article('old-governance', '2026-01-10', ['ai-governance', 'regulation']),
    article('new-governance', '2026-06-01', ['ai-governance']),
    article('both', '2026-03-01', ['ai-governance', 'regulation']),
    article('data', '2026-09-01', ['data']),
    article('regulation', '2026-08-01', ['regulation']),
  ];

  it('lists newest first, same-day articles by title', () => {
    const sameDay = [article('b', '2026-01-01', []), article('a', '2026-01-01', []), article('c', '2026-02-01', [])];
    expect(newestFirst(sameDay).map((a) => a.id)).toEqual(['c', 'a', 'b']);
    expect(newestFirst(all).map((a) => a.id)).toEqual([
      'data',
      'regulation',
      'new-governance',
      'both',
      'old-governance',
    ]);
  });

  it('relates by most shared topics, then newest; never itself, never one with nothing in common', () => {
    const related = relatedArticles(all[0]!, all).map((a) => a.id);
    expect(related).toEqual(['both', 'regulation', 'new-governance']);
    expect(relatedArticles(all[3]!, all)).toEqual([]);
  });
});

describe('addresses and dates', () => {
  it('numbers pages after the first under the list’s address', () => {
    expect(pageAddress('/insights', 1)).toBe('/insights');
    expect(pageAddress('/insights/topic/data', 3)).toBe('/insights/topic/data/3');
  });

  it('writes dates the British way, as the day they are', () => {
    expect(displayDate(new Date('2026-03-03T00:00:00Z'))).toBe('3 March 2026');
  });
});
