// The Decap configuration as the YAML file the admin page loads.
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { decapConfig } from './decap-config.ts';

export const CONFIG_PATH = fileURLToPath(new URL('../../public/admin/config.yml', import.meta.url));

const HEADER = `# Decap CMS configuration for /admin/, generated from the content schemas in src/content/schemas
# by \`npm run cms:config\` (scripts/cms/decap-config.ts). Do not edit by hand: change the schema and
# regenerate; scripts/cms/config-parity.test.ts fails while this file and the schemas differ.
`;

export async function renderConfig(): Promise<string> {
  return HEADER + stringify(await decapConfig(), { lineWidth: 0, aliasDuplicateObjects: false });
}
