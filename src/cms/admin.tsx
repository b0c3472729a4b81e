// The content editor's own script, loaded after Decap's bundle on /admin/ only: the case-study, service,
// leader, FAQ and article previews in the site's stylesheet and faces, and a tidy-up before each save.
import CaseStudyPreview from './CaseStudyPreview.tsx';
import FaqsPreview from './FaqsPreview.tsx';
import InsightPreview from './InsightPreview.tsx';
import LeadersPreview from './LeadersPreview.tsx';
import { previewTemplate } from './mount.tsx';
import { withoutEmptyValues } from './save.ts';
import ServicePreview from './ServicePreview.tsx';

const { CMS } = window;
for (const href of PREVIEW_STYLES) CMS.registerPreviewStyle(href);
CMS.registerPreviewTemplate('case-studies', previewTemplate(CaseStudyPreview));
CMS.registerPreviewTemplate('services', previewTemplate(ServicePreview));
CMS.registerPreviewTemplate('leaders', previewTemplate(LeadersPreview));
CMS.registerPreviewTemplate('faqs', previewTemplate(FaqsPreview));
CMS.registerPreviewTemplate('insights', previewTemplate(InsightPreview));

// An optional field an editor filled and then cleared is saved by Decap as '' (or null), which the
// content schema refuses; leaving it out is what the schema means by 'not set'.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => withoutEmptyValues(entry.get('data')),
});

// Locally, decap-server (`npm run dev`) writes the working tree directly, so edits publish at once, and
// "View Live" opens the page on this local site rather than on production; on the site, drafts are pull
// requests (publish_mode editorial_workflow in config.yml).
const local = ['localhost', '127.0.0.1'].includes(window.location.hostname);
const { origin } = window.location;
CMS.init(local ? { config: { publish_mode: 'simple', site_url: origin, display_url: origin } } : {});
