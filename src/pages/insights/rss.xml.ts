// /insights/rss.xml: every published article, newest first, with its full summary, authors and topics. A
// members-only article is listed with its summary after the feed's marker, and never its body. Beside
// dist/, the same list is written for the briefing e-mails (src/lib/members-only-output.ts).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getArticles } from '../../lib/insight-entries.ts';
import { articlePath, isoDay } from '../../lib/insights.ts';
import { writeBriefingEntries } from '../../lib/members-only-output.ts';
import { getPage } from '../../lib/page-content.ts';
import { site } from '../../site.ts';

export const GET: APIRoute = async () => {
  const [articles, copy] = await Promise.all([getArticles(), getPage('insights')]);
  // The feed is the build's one list of every published entry: the briefing e-mails are sent from it.
  writeBriefingEntries(
    articles.map(({ id, title, summary, audience, publishDate }) => ({
      slug: id,
      title,
      summary,
      audience,
      publishDate: isoDay(publishDate),
    })),
  );
  return rss({
    title: copy.feed.title,
    description: copy.feed.description,
    site: site.url,
    trailingSlash: false,
    customData: `<language>${site.lang}</language>`,
    items: articles.map((article) => ({
      title: article.title,
      link: articlePath(article.id),
      description:
        article.audience === 'members' ? `${copy.membersOnly.feedMarker} ${article.summary}` : article.summary,
      pubDate: article.publishDate,
      // RSS 2.0's author is an e-mail address with the name after it.
      author: article.authors.map((leader) => `${leader.email} (${leader.name})`).join(', '),
      categories: [
        ...article.topics.map((topic) => copy.topics[topic].label),
        ...(article.audience === 'members' ? [copy.membersOnly.filterLabel] : []),
      ],
    })),
  });
};
