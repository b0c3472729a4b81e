// The content editor's own script, loaded after Decap's bundle on /admin/ only: the case-study, service
// and leader previews in the site's stylesheet and faces, and a tidy-up before each save.
import CaseStudyPreview from './CaseStudyPreview.tsx';
import LeadersPreview from './LeadersPreview.tsx';
import { previewTemplate } from './mount.tsx';
import { withoutEmptyValues } from './save.ts';
import ServicePreview from './ServicePreview.tsx';

const { CMS } = window;
for (const href of PREVIEW_STYLES) CMS.registerPreviewStyle(href);
CMS.registerPreviewTemplate('case-studies', previewTemplate(CaseStudyPreview));
CMS.registerPreviewTemplate('services', previewTemplate(ServicePreview));
CMS.registerPreviewTemplate('leaders', previewTemplate(LeadersPreview));

// An optional field an editor filled and then cleared is saved by Decap as '' (or null), which the
// content schema refuses; leaving it out is what the schema means by 'not set'.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => withoutEmptyValues(entry.get('data')),
});

// Locally, decap-server (`npm run dev`) writes the working tree directly, so edits publish at once; on the
// site, drafts are pull requests (publish_mode editorial_workflow in config.yml).
const local = ['localhost', '127.0.0.1'].includes(window.location.hostname);
CMS.init(local ? { config: { publish_mode: 'simple' } } : {});
