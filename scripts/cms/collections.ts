// The collections the editor shows and where each one's files live: Markdown folders, YAML files holding
// a list of entries, and the page copy files. A new collection is one more entry here.
import type { CollectionName, JsonSchema } from './schemas.ts';
import { type Comments, fieldsOf, labelOf } from './fields.ts';

/** YAML files holding a list of entries: Decap edits a file as an object, so the list sits under this key. */
export const LIST_KEY = 'entries';

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

export const MARKDOWN_FOLDERS = [
  {
    collection: 'caseStudies' as const,
    name: 'case-studies',
    label: 'Case studies',
    label_singular: 'Case study',
    folder: 'src/content/case-studies',
    description:
      'Case studies on the landing page and /case-study-details, three per category. The file name is the id.',
  },
  {
    collection: 'services' as const,
    name: 'services',
    label: 'Services',
    label_singular: 'Service',
    folder: 'src/content/services',
    description: 'The six services on the landing page and /service-details. The file name is the id.',
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
