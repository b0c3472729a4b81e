// How the browser's code is cut into files beyond Rolldown's automatic splitting (astro.config.mjs,
// `codeSplitting.groups`): few requests per page, and no page loading code it does not use.
//
// Rolldown gives each distinct set of entries (islands, on-demand imports) that share a module a chunk
// of its own, so the member portal's four islands and the sign-in forms left a member page with a dozen
// small files. Here the code that only member islands and the sign-in forms share goes into three chunks,
// cut so that the Brand Persona pages load none of the account and administration code and the sign-in
// page none of the portal's.

/** The member portal's islands (the pages behind sign-in), and its administrators' panels. */
const MEMBER_ENTRY =
  /[\\/]src[\\/]islands[\\/](dashboard[\\/](Dashboard|AdminPanels)|account[\\/]AccountPage|brand-persona[\\/](Questionnaire|PersonaResult))\.tsx$/;
/** The Brand Persona pages' islands. */
const PERSONA_ENTRY = /[\\/]src[\\/]islands[\\/]brand-persona[\\/](Questionnaire|PersonaResult)\.tsx$/;
/** The signed-out account islands: sign in and register, the forgotten and reset password, e-mail links. */
const FORMS_ENTRY =
  /[\\/]src[\\/]islands[\\/](auth[\\/]AuthForm|account[\\/](ForgotPasswordForm|ResetPasswordForm|VerifyEmail))\.tsx$/;

/**
 * The entries whose static imports reach `id`: the islands and on-demand modules whose chunk would carry
 * it. `graph` is Rolldown's chunking context (getModuleInfo).
 */
export function entriesReaching(id, graph, seen = new Set(), found = new Set()) {
  if (seen.has(id)) return found;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return found;
  if (info.isEntry || info.dynamicImporters.length > 0) found.add(id);
  for (const importer of info.importers) entriesReaching(importer, graph, seen, found);
  return found;
}

/**
 * The chunk for a module that only member islands and sign-in forms share: `account` when no Brand Persona
 * page uses it, `portal` when one does and no sign-in form does, `forms` when both do (the button styles,
 * the return path after signing in: a few hundred bytes). Any other module is left to Rolldown.
 */
export function memberChunk(id, graph) {
  const entries = [...entriesReaching(id, graph)];
  const member = entries.filter((entry) => MEMBER_ENTRY.test(entry));
  const forms = entries.filter((entry) => FORMS_ENTRY.test(entry));
  if (entries.length < 2 || member.length === 0 || member.length + forms.length < entries.length) return null;
  if (!member.some((entry) => PERSONA_ENTRY.test(entry))) return 'account';
  return forms.length > 0 ? 'forms' : 'portal';
}

/** The page's own scripts' entry: the module script of src/components/PageScripts.astro. */
const PAGE_SCRIPTS_ENTRY = /[\\/]src[\\/]components[\\/]PageScripts\.astro\?/;
/** What the page's scripts load when there is work for them (page-start.ts): analytics, section links. */
const PAGE_ON_DEMAND = /[\\/]src[\\/]lib[\\/](analytics|scroll)\.ts$/;

/**
 * `page` for a module the page's own scripts load with them (page-start: the manifest link), `page-more` for one that only what they load on demand needs (analytics after consent, the
 * section links after a first touch): two chunks with no React in them, so a public page untouched runs
 * only the first, and React waits for an island to be touched (docs/decisions/060). The islands that share
 * these modules (the cookie banner's consent store) import them from these chunks, so both use the same
 * state. Any other module is left to the other groups.
 */
export function pageChunk(id, graph) {
  const entries = [...entriesReaching(id, graph)];
  if (entries.some((entry) => PAGE_SCRIPTS_ENTRY.test(entry))) return 'page';
  if (entries.some((entry) => PAGE_ON_DEMAND.test(entry))) return 'page-more';
  return null;
}
