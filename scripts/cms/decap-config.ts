// The Decap CMS configuration (public/admin/config.yml), derived from the content schemas: each
// collection's fields follow its zod schema (required, lists, selects from the same enumerations, slug
// patterns, relations), and the schema's doc comments become the field hints. `npm run cms:config`
// writes the file; scripts/cms/config-parity.test.ts fails when the written file and the schemas differ.
// The widgets come from fields.ts, the collections and their files from collections.ts.
import { contentJsonSchemas, schemaComments } from './schemas.ts';
import { fieldsOf } from './fields.ts';
import { LIST_FILES, LIST_KEY, MARKDOWN_FOLDERS, pageFiles } from './collections.ts';

/** The whole Decap configuration. */
export async function decapConfig() {
  const schemas = await contentJsonSchemas();
  const comments = schemaComments();
  return {
    // Production: the GitHub repository through Netlify's OAuth provider; drafts are pull requests
    // (editorial workflow), each with its deploy preview. Locally (`npm run dev` only, which adds
    // `local_backend: true` as it serves this file: scripts/decap-admin.mjs), decap-server edits the
    // working tree instead.
    backend: {
      name: 'github',
      repo: 'wac-advisory/wac-advisory-site',
      branch: 'main',
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
      squash_merges: true,
    },
    publish_mode: 'editorial_workflow',
    site_url: 'https://www.wacadvisory.co.uk',
    display_url: 'https://www.wacadvisory.co.uk',
    logo_url: '/favicon.svg',
    // Uploads that belong to no collection; portraits go beside leaders.yaml (see the image field).
    media_folder: 'src/content/leaders',
    public_folder: 'leaders',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      ...MARKDOWN_FOLDERS.map((c) => ({
        name: c.name,
        label: c.label,
        label_singular: c.label_singular,
        description: c.description,
        folder: c.folder,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        identifier_field: c.identifier_field,
        ...('preview_path' in c ? { preview_path: c.preview_path } : {}),
        slug: '{{slug}}',
        summary: c.summary,
        sortable_fields: c.sortable_fields,
        fields: [...fieldsOf(schemas[c.collection], comments), c.body],
      })),
      ...LIST_FILES.map((l) => ({
        name: l.name,
        label: l.label,
        description: l.description,
        ...(l.preview ? {} : { editor: { preview: false } }),
        files: [
          {
            name: l.name,
            label: l.label,
            file: l.file,
            fields: [
              {
                name: LIST_KEY,
                label: l.label,
                label_singular: l.itemLabel,
                widget: 'list',
                summary: l.summary,
                collapsed: true,
                fields: fieldsOf(schemas[l.collection], comments),
              },
            ],
          },
        ],
      })),
      {
        name: 'pages',
        label: 'Page copy',
        description: 'The words and SEO of each page, one file per page, and the words every page shares.',
        editor: { preview: false },
        files: pageFiles(schemas.pages, schemas.ui, comments),
      },
    ],
  };
}
