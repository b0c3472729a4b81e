// The collections the editor shows and where each one's files live: Markdown folders, YAML files holding
// a list of entries, and the page copy files. A new collection is one more entry here.
import type { CollectionName, JsonSchema } from './schemas.ts';
import { type Comments, type DecapField, LIST_KEY, fieldsOf, labelOf } from './fields.ts';

export { LIST_KEY };

interface ListFile {
  collection: CollectionName;
  name: string;
  label: string;
  file: string;
  description: string;
  itemLabel: string;
  summary: string;
  /** A preview in the site's look (src/cms/admin.tsx); without one the editor shows the form alone. */
  preview?: boolean;
}

export const LIST_FILES: ListFile[] = [
  {
    collection: 'leaders',
    name: 'leaders',
    label: 'Leaders',
    file: 'src/content/leaders.yaml',
    description:
      'The leadership team: every leader appears in the landing page’s about section (by order); the three marked featured also appear on /about-leadership. A portrait is optimised to AVIF and WebP at build time; without one the site shows a monogram of the initials.',
    itemLabel: 'Leader',
    summary: '{{fields.order}}. {{fields.name}}, {{fields.title}}',
    preview: true,
  },
  {
    collection: 'faqs',
    name: 'faqs',
    label: 'FAQs',
    file: 'src/content/faqs.yaml',
    description:
      'Frequently asked questions: shown on the landing page and published as FAQPage structured data. Answers are plain text (no Markdown); {replyPromise} and {email} in an answer become the site’s reply promise and contact address.',
    itemLabel: 'Question',
    summary: '{{fields.order}}. {{fields.question}}',
    preview: true,
  },
  {
    collection: 'reviews',
    name: 'reviews',
    label: 'Reviews',
    file: 'src/content/reviews.yaml',
    description:
      'Client testimonials: shown on the landing page and published as Review structured data. Clients are anonymised by role and organisation type.',
    itemLabel: 'Review',
    summary: '{{fields.order}}. {{fields.authorRole}}, {{fields.organisationType}}',
  },
  {
    collection: 'metricsBanner',
    name: 'metrics-banner',
    label: 'Metrics banner',
    file: 'src/content/metrics-banner.yaml',
    description:
      'The six items of the rotating metrics banner above the case studies, one per case-study category. Savings add up to the direct-savings total and values to the value-optimised total quoted elsewhere on the site.',
    itemLabel: 'Banner item',
    summary: '{{fields.order}}. {{fields.title}}',
  },
  {
    collection: 'applications',
    name: 'applications',
    label: 'Applications',
    file: 'src/content/applications.yaml',
    description:
      'Every application the site mentions: the landing-page cards, the dashboard, /access-request, the embedded-app routes and the showcase pages.',
    itemLabel: 'Application',
    summary: '{{fields.name}}',
  },
];

/** The body field of a Markdown collection whose body is optional extra prose. */
const OPTIONAL_BODY: DecapField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  required: false,
  hint: 'Optional longer prose after the fields above.',
};

/** Folders of Markdown files, each listed in the order the site shows them. */
export const MARKDOWN_FOLDERS = [
  {
    collection: 'caseStudies' as const,
    name: 'case-studies',
    label: 'Case studies',
    label_singular: 'Case study',
    folder: 'src/content/case-studies',
    description:
      'Case studies on the landing page and /case-study-details, three per category. The file name is the id.',
    identifier_field: 'id',
    summary: '{{order}}. {{title}}',
    sortable_fields: [{ field: 'order', default_sort: 'asc' }, 'title'],
    body: OPTIONAL_BODY,
  },
  {
    collection: 'services' as const,
    name: 'services',
    label: 'Services',
    label_singular: 'Service',
    folder: 'src/content/services',
    description: 'The six services on the landing page and /service-details. The file name is the id.',
    identifier_field: 'id',
    summary: '{{order}}. {{title}}',
    sortable_fields: [{ field: 'order', default_sort: 'asc' }, 'title'],
    body: OPTIONAL_BODY,
  },
  {
    collection: 'insights' as const,
    name: 'insights',
    label: 'Insights',
    label_singular: 'Article',
    folder: 'src/content/insights',
    description:
      'The partners’ articles on /insights, newest first, each at /insights/<file name> (made from the title when the article is created). A draft is never published. Reading time is worked out from the text.',
    identifier_field: 'title',
    // "View Live" opens the article itself.
    preview_path: 'insights/{{slug}}',
    summary: '{{publishDate}} · {{title}}',
    sortable_fields: [{ field: 'publishDate', default_sort: 'desc' }, 'title'],
    body: {
      name: 'body',
      label: 'Body',
      widget: 'markdown',
      hint: 'The article, 600 to 1,200 words, in sections with ## headings (three or more give it a table of contents).',
    } satisfies DecapField,
  },
];

/** The page copy files, one per page, in src/content/pages/, plus ui.yaml (the words every page shares). */
export function pageFiles(pages: JsonSchema, ui: JsonSchema, comments: Comments) {
  const files = (pages.oneOf ?? []).map((option) => {
    const page = String(option.properties?.page?.const);
    return {
      name: page,
      label: labelOf(page),
      file: `src/content/pages/${page}.yaml`,
      fields: fieldsOf(option, comments),
    };
  });
  files.sort((a, b) => a.label.localeCompare(b.label));
  return [
    {
      name: 'ui',
      label: 'Shared words (header, footer, cookie banner)',
      file: 'src/content/ui.yaml',
      fields: fieldsOf(ui, comments),
    },
    ...files,
  ];
}
