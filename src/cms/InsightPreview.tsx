// An article as /insights/<slug> shows it (src/pages/insights/[slug].astro): the heading band with its
// summary, authors, date and topics, then the body set as the site sets it.
import type { CollectionEntry } from 'astro:content';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { PreviewProps } from './mount.tsx';

type Insight = Omit<CollectionEntry<'insights'>['data'], 'author' | 'coAuthors' | 'publishDate'> & {
  author: string;
  coAuthors?: string[];
  publishDate: string;
  body: string;
};

/** Markdown to HTML without raw HTML (what an editor types is shown, never run). */
const html = (markdown: string) => toHtml(toHast(fromMarkdown(markdown)));

export default function InsightPreview({ data }: PreviewProps<Partial<Insight>>) {
  const copy = PREVIEW_COPY.insights;
  const authors = [data.author, ...(data.coAuthors ?? [])]
    .map((id) => PREVIEW_COPY.leaders.find((leader) => leader.id === id)?.name)
    .filter(Boolean);
  return (
    <main>
      <header className="bg-brand-navy p-8 text-white">
        <h1 className="max-w-4xl text-h1">{data.title}</h1>
        <p className="mt-4 max-w-3xl text-lead text-slate-200">{data.summary}</p>
        <p className="mt-6 text-small text-slate-200">
          {`${copy.byLabel} ${authors.join(` ${copy.andLabel} `)} · ${copy.publishedLabel} ${data.publishDate ?? ''}`}
        </p>
      </header>
      <div className="space-y-6 p-8">
        <p className="flex flex-wrap gap-2">
          {(data.topics ?? []).map((topic) => (
            <span key={topic} className="rounded-full bg-slate-100 px-3 py-1 text-small text-slate-800">
              {copy.topics[topic]?.label ?? topic}
            </span>
          ))}
        </p>
        <div
          className="article-body max-w-measure text-body text-slate-800"
          dangerouslySetInnerHTML={{ __html: html(data.body ?? '') }}
        />
      </div>
    </main>
  );
}
