// /insights, its topic pages and articles, the feed, and the landing page's newest-articles section.
import { z } from 'astro/zod';
import { text, linkTo, seo } from '../shared.ts';
import { insightTopics } from '../insights.ts';

/** Text with a placeholder that the page fills in, e.g. '{minutes} min read'. */
const template = (placeholder: string) => text.includes(`{${placeholder}}`, { error: `must contain {${placeholder}}` });

/** A topic's label (links, cards, headings) and its one-sentence description (the topic page's intro). */
const topic = z.strictObject({ label: text, description: text.min(50).max(160) });

export const insightsPage = z.strictObject({
  page: z.literal('insights'),
  /** The list's search metadata; a topic page takes its title and description from its topic. */
  seo,
  heading: text,
  intro: text,
  /** Every topic's label and description (the topics themselves are fixed in code). */
  topics: z.strictObject(
    Object.fromEntries(insightTopics.map((id) => [id, topic])) as Record<(typeof insightTopics)[number], typeof topic>,
  ),
  /** Heading of the row of topic links, and the link back to every article. */
  topicsLabel: text,
  allTopicsLabel: text,
  /** A topic page's heading: '{topic}' is its label. */
  topicHeading: template('topic'),
  /** Card and byline words. */
  readingTime: template('minutes'),
  byLabel: text,
  andLabel: text,
  publishedLabel: text,
  updatedLabel: text,
  topicsListLabel: text,
  /** The numbered pages' navigation. */
  pagination: z.strictObject({ label: text, previous: text, next: text, page: template('page') }),
  /** Shown on a list with no articles. */
  empty: text,
  breadcrumbs: z.strictObject({ label: text, home: text, insights: text }),
  article: z.strictObject({
    /** The table of contents (shown for three or more headings). */
    contentsHeading: text,
    relatedHeading: text,
    cta: z.strictObject({ heading: text, text, button: linkTo('/#contact') }),
  }),
  /** The RSS feed at /insights/rss.xml. */
  feed: z.strictObject({ title: text, description: text }),
  /** The landing page's section with the three newest articles. */
  latest: z.strictObject({ heading: text, intro: text, allLink: linkTo('/insights') }),
  /** Members-only articles: their badge, the list of them, the sign-in call and the feed's marker. */
  membersOnly: z.strictObject({
    /** The badge on a members-only article's card and header. */
    badge: text,
    /** The list filter's link among the topics, and the heading and intro of /insights/members. */
    filterLabel: text,
    heading: text,
    intro: text,
    /** The call under a members-only article's first paragraph, for visitors who are not signed in. */
    callHeading: text,
    callText: text,
    /** Both go to /auth with the article as the return path. */
    signIn: text,
    register: text,
    /** Said to screen readers while a signed-in member's copy loads, and if it cannot. */
    loading: text,
    loadError: text,
    /** Before the summary of a members-only article in the RSS feed. */
    feedMarker: text,
  }),
  /** A leader's articles on /about-leadership: '{name}' is the leader's name. */
  leaderArticles: template('name'),
});
