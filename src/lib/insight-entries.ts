// Build-time access to the insights collection: the published articles (drafts never leave this module),
// newest first, with their reading time, and the leaders who wrote them.
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { newestFirst, readingMinutes } from './insights.ts';

export type Leader = CollectionEntry<'leaders'>['data'];

export interface Article {
  id: string;
  entry: CollectionEntry<'insights'>;
  title: string;
  summary: string;
  topics: CollectionEntry<'insights'>['data']['topics'];
  /** `members`: visitors read the first paragraph, signed-in members the whole article. */
  audience: CollectionEntry<'insights'>['data']['audience'];
  publishDate: Date;
  updatedDate: Date | undefined;
  minutes: number;
  /** The author first, then any co-authors. */
  authors: Leader[];
}

async function leader(id: string): Promise<Leader> {
  const entry = await getEntry('leaders', id);
  if (!entry) throw new Error(`src/content/leaders.yaml has no leader '${id}'`);
  return entry.data;
}

/** Every published article, newest first. */
export async function getArticles(): Promise<Article[]> {
  const entries = await getCollection('insights', ({ data }) => !data.draft);
  const articles = await Promise.all(
    entries.map(async (entry) => ({
      id: entry.id,
      entry,
      title: entry.data.title,
      summary: entry.data.summary,
      topics: entry.data.topics,
      audience: entry.data.audience,
      publishDate: entry.data.publishDate,
      updatedDate: entry.data.updatedDate,
      minutes: readingMinutes(entry.body ?? ''),
      authors: await Promise.all([entry.data.author, ...(entry.data.coAuthors ?? [])].map((ref) => leader(ref.id))),
    })),
  );
  return newestFirst(articles);
}

/** The members-only articles, newest first. */
export async function getMembersOnlyArticles(): Promise<Article[]> {
  return (await getArticles()).filter((article) => article.audience === 'members');
}
