// Pure helpers for the insights pages and feed: reading time, ordering, related articles, paging and
// dates. Build-time only; no astro:content here, so vitest loads it as it is.

/** Words read a minute, a common figure for business prose on screen. */
export const WORDS_PER_MINUTE = 220;

/** Articles on one list page. */
export const PAGE_SIZE = 12;

/** Related articles under an article. */
export const RELATED_COUNT = 3;

/** Whole minutes to read a Markdown body (at least 1): its words, without Markdown's marks and link targets. */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`~|-]+/g, ' ');
  const words = prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export interface Dated {
  id: string;
  publishDate: Date;
  title: string;
}

/** Newest first; articles of the same day by title, so the order never depends on the file system. */
export function newestFirst<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort(
    (a, b) => b.publishDate.getTime() - a.publishDate.getTime() || a.title.localeCompare(b.title, 'en-GB'),
  );
}

/**
 * The articles most like one: most topics in common first, then newest; never the article itself, never
 * one with no topic in common.
 */
export function relatedArticles<T extends Dated & { topics: readonly string[] }>(
  article: T,
  all: readonly T[],
  count = RELATED_COUNT,
): T[] {
  const shared = (other: T) => other.topics.filter((topic) => article.topics.includes(topic)).length;
  return newestFirst(all.filter((other) => other.id !== article.id && shared(other) > 0))
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}

/** The address of page `n` of a list at `base` ('/insights'): page 1 is the base itself, page 2 base/2. */
export function pageAddress(base: string, n: number): string {
  return n <= 1 ? base : `${base}/${n}`;
}

/** A date as British readers write it, e.g. '3 March 2026' (dates are days, so in UTC). */
export function displayDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** A date as YYYY-MM-DD, for <time datetime> and JSON-LD. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The address of an article. */
export const articlePath = (id: string) => `/insights/${id}`;

/** The address of a leader's profile on /about-leadership. */
export const leaderProfilePath = (id: string) => `/about-leadership#leader-${id}`;

/** The address of a topic's list. */
export const topicPath = (topic: string) => `/insights/topic/${topic}`;

/** The list of members-only articles. */
export const MEMBERS_ONLY_LIST = '/insights/members';
