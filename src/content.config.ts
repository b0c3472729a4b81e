/**
 * Content collections: every piece of public copy and data the pages render. The schemas live in
 * src/content/schemas/, one module per concern, and import nothing from astro:content, so plain
 * Node and vitest can load them; this file only says where each collection's files are.
 *
 * Each schema is strict (`z.strictObject`): an unknown or misspelt field in a content file is a
 * build error naming the file and the field, as is a missing one. How to edit: docs/content.md.
 *
 *   services       src/content/services/*.md         6 services (spec "Service")
 *   applications   src/content/applications.yaml     every application and where it appears
 *   caseStudies    src/content/case-studies/*.md     18 case studies, 3 per category
 *   metricsBanner  src/content/metrics-banner.yaml   6 rotating banner items (spec "Banner item")
 *   leaders        src/content/leaders.yaml          5 leaders (spec "Leader")
 *   faqs           src/content/faqs.yaml             visible FAQ block and FAQPage JSON-LD
 *   reviews        src/content/reviews.yaml          visible testimonials and Review JSON-LD
 *   pages          src/content/pages/*.yaml          copy and SEO for each page, one file per page
 *                  (questionnaire.yaml also holds the Brand Persona choices' labels, and
 *                  questionnaire-result.yaml the wording the persona is composed from)
 *   ui             src/content/ui.yaml               the words every page shares
 *   insights       src/content/insights/*.md         the partners' articles (drafts are never built)
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import { application } from './content/schemas/applications.ts';
import { caseStudySchema } from './content/schemas/case-studies.ts';
import { faqSchema } from './content/schemas/faqs.ts';
import { insightSchema } from './content/schemas/insights.ts';
import { leaderSchema } from './content/schemas/leaders.ts';
import { metricsBannerItem } from './content/schemas/metrics-banner.ts';
import { pageSchema } from './content/schemas/pages/index.ts';
import { reviewSchema } from './content/schemas/reviews.ts';
import { serviceSchema } from './content/schemas/services.ts';
import { uiSchema } from './content/schemas/ui.ts';

export type { UiData } from './content/schemas/ui.ts';

/**
 * glob() id for Markdown/YAML entries: the file name without extension. A declared id field
 * (`id` in frontmatter, `page` in page files) must equal it, so the two can never drift apart.
 */
function fileNameId(field: 'id' | 'page') {
  return ({ entry, base, data }: { entry: string; base: URL; data: Record<string, unknown> }): string => {
    const fromFile = entry.replace(/\.(md|ya?ml)$/, '');
    const declared = data[field];
    if (declared !== undefined && declared !== fromFile) {
      throw new Error(
        `${new URL(entry, base).pathname}: the "${field}" field is '${String(declared)}' but the file is named '${fromFile}'. ` +
          `They must be the same: rename the file or change the field.`,
      );
    }
    return fromFile;
  };
}

/**
 * file() loader for a YAML file whose entries sit in a list under `entries:` (the content editor, Decap
 * CMS, edits a file as an object, so the list cannot be the whole file).
 */
function listFile(path: string) {
  return file(path, { parser: (text) => (parseYaml(text) as { entries: Record<string, unknown>[] }).entries });
}

/** Files named by their id, in a folder of src/content. */
const folder = (base: string, pattern: string, field: 'id' | 'page') =>
  glob({ pattern, base: `./src/content/${base}`, generateId: fileNameId(field) });

const page = pageSchema(reference('services'));

/** The page files, i.e. the ids of the pages collection. */
export type PageId = z.infer<typeof page>['page'];
/** Data of one page file, by its `page` value: `PageData<'home'>`. */
export type PageData<P extends PageId> = Extract<z.infer<typeof page>, { page: P }>;

export const collections = {
  ui: defineCollection({ loader: file('src/content/ui.yaml'), schema: uiSchema }),
  services: defineCollection({
    loader: folder('services', '*.md', 'id'),
    schema: serviceSchema(reference('caseStudies')),
  }),
  applications: defineCollection({ loader: listFile('src/content/applications.yaml'), schema: application }),
  caseStudies: defineCollection({ loader: folder('case-studies', '*.md', 'id'), schema: caseStudySchema }),
  metricsBanner: defineCollection({ loader: listFile('src/content/metrics-banner.yaml'), schema: metricsBannerItem }),
  leaders: defineCollection({
    loader: listFile('src/content/leaders.yaml'),
    schema: ({ image }) => leaderSchema(image),
  }),
  faqs: defineCollection({ loader: listFile('src/content/faqs.yaml'), schema: faqSchema }),
  reviews: defineCollection({
    loader: listFile('src/content/reviews.yaml'),
    schema: reviewSchema(reference('services')),
  }),
  pages: defineCollection({ loader: folder('pages', '*.yaml', 'page'), schema: page }),
  insights: defineCollection({
    // The file name is the article's address; the editor's files and fixtures may not set another.
    loader: glob({ pattern: '*.md', base: './src/content/insights' }),
    schema: ({ image }) => insightSchema(reference('leaders'), image),
  }),
};
