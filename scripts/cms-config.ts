// npm run cms:config: writes public/admin/config.yml, the Decap CMS configuration, from the content
// schemas (scripts/cms/decap-config.ts). Run it after changing a schema in src/content/schemas; the
// parity test (scripts/cms/config-parity.test.ts) fails until the file is regenerated.
import { writeFileSync } from 'node:fs';
import { CONFIG_PATH, renderConfig } from './cms/render.ts';

writeFileSync(CONFIG_PATH, await renderConfig());
console.log(`Wrote ${CONFIG_PATH}`);
