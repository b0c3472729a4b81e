// The members-only articles and early-access applications as their content files say, for the build-output
// tests: what must never reach a public file, read from the sources rather than pasted into tests.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { gatedTexts } from '../../../src/lib/members-only.ts';

const INSIGHTS = 'src/content/insights';

export interface MembersOnlyArticle {
  slug: string;
  title: string;
  /** Plain text of the first paragraph, which every visitor reads. */
  preview: string;
  /** Sentences after the first paragraph. */
  gatedSentences: string[];
}

/** Lower-case letters, digits and single spaces: HTML, JSON and Markdown compared on their words alone. */
export function words(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x?([0-9a-f]+);/gi, ' ')
    .replace(/&[a-z]+;/gi, ' ')
    .replace(/\\u[0-9a-f]{4}/gi, ' ')
    .toLowerCase()
    .replace(/[’'‘]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Sentences of five words or more (shorter ones, like a heading's few words, can recur anywhere). */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?:])\s+/)
    .map(words)
    .filter((sentence) => sentence.split(' ').length >= 5);

export function membersOnlyArticles(): MembersOnlyArticle[] {
  return readdirSync(INSIGHTS)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => {
      const [, front = '', body = ''] = readFileSync(`${INSIGHTS}/${file}`, 'utf8').split(/^---$/m);
      const data = parse(front) as { title: string; audience?: string; draft?: boolean };
      if (data.audience !== 'members' || data.draft) return [];
      const preview = body.trim().split(/\n\s*\n/)[0]!;
      return [
        {
          slug: file.replace(/\.md$/, ''),
          title: data.title,
          preview: words(preview),
          gatedSentences: gatedTexts(body).flatMap(sentencesOf),
        },
      ];
    });
}

export interface EarlyAccessApplication {
  id: string;
  name: string;
  url: string;
  /**
   * Everything the content file says of it that could name or describe it, as words (name, descriptions,
   * tooltip, features, audience, its price, stats or features line): what no public file may hold.
   */
  texts: string[];
}

interface ApplicationSource {
  id: string;
  name: string;
  url: string;
  earlyAccess?: boolean;
  description: string;
  fullDescription: string;
  tooltip: string;
  keyFeatures: string[];
  targetAudience: string;
  price?: string;
  stats?: string;
  features?: string;
}

export function earlyAccessApplications(): EarlyAccessApplication[] {
  const { entries } = parse(readFileSync('src/content/applications.yaml', 'utf8')) as { entries: ApplicationSource[] };
  return entries
    .filter((app) => app.earlyAccess)
    .map((app) => ({
      id: app.id,
      name: app.name,
      url: app.url,
      texts: [
        app.name,
        app.description,
        app.fullDescription,
        app.tooltip,
        ...app.keyFeatures,
        app.targetAudience,
        ...[app.price, app.stats, app.features].filter((line) => line !== undefined),
      ].map(words),
    }));
}

/** A page's copy file (src/content/pages/<name>.yaml), as the site reads it. */
export function pageCopy<T>(name: string): T {
  return parse(readFileSync(`src/content/pages/${name}.yaml`, 'utf8')) as T;
}
