// The wording the product's specification fixes (headings, buttons, pending states, toasts), pinned here
// once: content schemas constrain structure and length, never wording, so this is the one place a test
// notices when fixed wording changes. And no page file may carry a key the code never reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { insightTopics } from './schemas/insights.ts';
import { parse } from 'yaml';

const PAGES = new URL('./pages/', import.meta.url);
const page = (name: string): unknown => parse(readFileSync(new URL(`${name}.yaml`, PAGES), 'utf8'));
const at = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);

/** Page file, dotted key, the fixed wording. */
const FIXED: [string, string, string][] = [
  ['access-request', 'accessButton', 'Access Application'],
  ['application-not-found', 'heading', 'Application Not Found'],
  ['application-not-found', 'button.label', 'View Available Applications'],
  ['auth', 'login.heading', 'Member Login'],
  ['auth', 'login.submit', 'Sign In'],
  ['auth', 'login.pending', 'Signing in...'],
  ['auth', 'login.toggle', 'Need an account? Sign up here'],
  ['auth', 'register.heading', 'Create Account'],
  ['auth', 'register.submit', 'Create Account'],
  ['auth', 'register.pending', 'Creating Account...'],
  ['auth', 'register.toggle', 'Already have an account? Login here'],
  ['auth', 'toasts.loginSuccessTitle', 'Welcome back!'],
  ['auth', 'toasts.loginFailedTitle', 'Login failed'],
  ['auth', 'toasts.registerSuccessTitle', 'Account created!'],
  ['auth', 'toasts.registerFailedTitle', 'Registration failed'],
  ['dashboard', 'loading', 'Loading dashboard...'],
  ['dashboard', 'header.signOut', 'Sign Out'],
  ['dashboard', 'welcome.fallbackName', 'Member'],
  ['dashboard', 'stats.totalApplications', 'Total Applications'],
  ['dashboard', 'stats.accountStatus', 'Account Status'],
  ['dashboard', 'stats.lastLogin', 'Last Login'],
  ['dashboard', 'stats.today', 'Today'],
  ['dashboard', 'applications.heading', 'Your Applications'],
  ['dashboard', 'applications.launch', 'Launch'],
  ['dashboard', 'applications.brandPersona.notStarted', 'Not started'],
  ['dashboard', 'applications.brandPersona.inProgress', 'In progress (step {step} of {total})'],
  ['dashboard', 'applications.brandPersona.completed', 'Completed on {date}'],
  ['dashboard', 'users.heading', 'User Management'],
  ['dashboard', 'users.addUser', 'Add User'],
  ['dashboard', 'users.empty', 'No users found'],
  ['dashboard', 'users.resetPassword', 'Reset Password'],
  ['dashboard', 'users.delete', 'Delete'],
  ['dashboard', 'users.addDialog.title', 'Add User'],
  ['dashboard', 'users.addDialog.adminLabel', 'Administrator'],
  ['dashboard', 'users.addDialog.pending', 'Creating...'],
  ['dashboard', 'users.resetDialog.title', 'Reset Password'],
  ['dashboard', 'users.resetDialog.pending', 'Updating...'],
  ['dashboard', 'users.deleteDialog.confirm', 'Delete User'],
  ['dashboard', 'users.deleteDialog.pending', 'Deleting...'],
  ['dashboard', 'users.toasts.validationTitle', 'Validation Error'],
  ['dashboard', 'users.toasts.requiredText', 'All fields are required'],
  ['dashboard', 'users.toasts.addedTitle', 'User Added'],
  ['dashboard', 'users.toasts.addedText', 'New user has been created successfully'],
  ['dashboard', 'users.toasts.resetTitle', 'Password Reset'],
  ['dashboard', 'users.toasts.resetText', 'User password has been updated successfully'],
  ['dashboard', 'users.toasts.deletedTitle', 'User Deleted'],
  ['dashboard', 'users.toasts.deletedText', 'User has been removed successfully'],
  ['dashboard', 'users.toasts.errorTitle', 'Error'],
  ['dashboard', 'users.toasts.fetchFailedTitle', 'Failed to fetch users'],
  ['embedded-app', 'backLink.label', 'Back to Applications'],
  ['embedded-app', 'openInNewTab', 'Open in New Tab'],
  ['home', 'journey.stages.0.stage', 'Awareness'],
  ['home', 'journey.stages.1.stage', 'Interest'],
  ['home', 'journey.stages.2.stage', 'Consideration'],
  ['home', 'journey.stages.3.stage', 'Action'],
  ['home', 'journey.figures.0.value', '£84M+'],
  ['home', 'journey.figures.1.value', '£1.15B+'],
  ['home', 'journey.skipAhead.label', 'Ready to Skip Ahead?'],
  ['home', 'services.detail.discussButton', 'Discuss This Service'],
  ['home', 'applications.signIn.linkLabel', 'sign in here'],
  ['home', 'contact.form.submit', 'Send Message'],
  ['home', 'contact.form.pending', 'Sending...'],
  ['home', 'contact.form.successTitle', 'Message Sent Successfully'],
  ['home', 'contact.form.successDescription', "Thank you for your enquiry. We'll be in touch within 24 hours."],
  ['home', 'contact.form.errorTitle', 'Error Sending Message'],
  ['home', 'contact.form.errorDescription', 'Please try again or contact us directly at {email}.'],
  ['not-found', 'heading', '404 Page Not Found'],
  ['privacy-policy', 'lastUpdated', 'Last updated: January 2025'],
  ['service-details', 'phases.0.name', 'Discovery'],
  ['service-details', 'phases.1.name', 'Strategy'],
  ['service-details', 'phases.2.name', 'Implementation'],
  ['service-details', 'phases.3.name', 'Optimisation'],
  ['service-details', 'pricing.button.label', 'Contact for consultation'],
  ['showcase', 'backLink.label', 'Back to Dashboard'],
];

/** Dotted key in src/content/ui.yaml (under 'shared'), the fixed wording. */
const FIXED_SHARED: [string, string][] = [
  ['nav.home', 'Home'],
  ['nav.services', 'Services'],
  ['nav.applications', 'Applications'],
  ['nav.about', 'About'],
  ['nav.contact', 'Contact'],
  ['memberLinks.login', 'Member Login'],
  ['memberLinks.dashboard', 'Dashboard'],
  ['memberLinks.logout.label', 'Logout'],
  ['memberLinks.logout.pendingLabel', 'Logging out...'],
  ['memberLinks.logout.successTitle', 'Logged out'],
  ['memberLinks.logout.successText', 'You have been successfully logged out.'],
  ['memberLinks.logout.failureTitle', 'Logout failed'],
  ['cookieConsent.rejectAll', 'Reject All'],
  ['cookieConsent.customize', 'Customize'],
  ['cookieConsent.acceptAll', 'Accept All'],
  ['cookieConsent.dialogTitle', 'Cookie Preferences'],
  ['cookieConsent.cancel', 'Cancel'],
  ['cookieConsent.save', 'Save Preferences'],
];
const shared = (): unknown => parse(readFileSync(new URL('./ui.yaml', import.meta.url), 'utf8')).shared;

/** Each showcase page's figures (as displayed, in order), as the specification fixes them. */
const SHOWCASE_FIGURES: [string, string[]][] = [
  ['zehn-business-mentor', ['£25', '7-day']],
  ['market-research-platform', ['From £25']],
  ['social-housing-compliance', ['41', '91%', '127', '23', '99.7%']],
  ['board-evaluation-suite', ['15+', '360-degree', '24hrs']],
  ['send-analytics-dashboard', ['20+', '15+', 'Real-time']],
  ['smarter-hospital-system', ['45%', '30min', '98%']],
  ['investor-research-hub', ['150', '$50.7B', '24/7']],
];
/** The showcase buttons the specification names (the other pages choose their own). */
const SHOWCASE_BUTTONS: [string, string[]][] = [
  ['zehn-business-mentor', ['Start Free Trial', 'View Demo']],
  ['market-research-platform', ['Order Report', 'View Sample Report']],
  ['social-housing-compliance', ['Request Demo', 'View Case Study']],
  ['board-evaluation-suite', ['Start Assessment']],
];
interface ShowcaseEntry {
  id: string;
  showcase?: { figures: { value: string }[]; buttons: { label: string }[] };
}
const listFile = <T>(name: string): T[] =>
  parse(readFileSync(new URL(`./${name}.yaml`, import.meta.url), 'utf8')).entries as T[];

describe('fixed wording', () => {
  it.each(FIXED)('%s.yaml %s is %j', (name, path, wording) => {
    expect(at(page(name), path)).toBe(wording);
  });
  it.each(FIXED_SHARED)('ui.yaml %s is %j', (path, wording) => {
    expect(at(shared(), path)).toBe(wording);
  });
  const showcase = (id: string) => listFile<ShowcaseEntry>('applications').find((entry) => entry.id === id)?.showcase;
  it.each(SHOWCASE_FIGURES)('the %s showcase has the figures %j', (id, figures) => {
    expect(showcase(id)?.figures.map((figure) => figure.value)).toEqual(figures);
  });
  it.each(SHOWCASE_BUTTONS)('the %s showcase has the buttons %j', (id, buttons) => {
    expect(showcase(id)?.buttons.map((button) => button.label)).toEqual(buttons);
  });
  it('the service areas last 6-12, 8-16, 12-24 and 16-32 weeks', () => {
    const areas = at(page('service-details'), 'areas') as { duration: string }[];
    expect(areas.map((area) => area.duration)).toEqual(['6-12 weeks', '8-16 weeks', '12-24 weeks', '16-32 weeks']);
  });
  it('the three featured leaders have 25+, 20+ and 30+ years of experience', () => {
    const leaders = listFile<{ order: number; featured: boolean; experienceYears: string }>('leaders');
    const featured = leaders.filter((leader) => leader.featured).sort((a, b) => a.order - b.order);
    expect(featured.map((leader) => leader.experienceYears)).toEqual(['25+', '20+', '30+']);
  });
});

/** Every key name in a YAML document (array indexes skipped). */
function keyNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => keyNames(item, names));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      names.add(key);
      keyNames(value, names);
    }
  }
  return names;
}

/** The code that reads content: every source file under src/ except the content itself and tests. */
function sourceText(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'content' ? '' : sourceText(path);
      if (!/\.(ts|tsx|astro)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return '';
      if (entry.name === 'content.config.ts') return '';
      return readFileSync(path, 'utf8');
    })
    .join('\n');
}

/**
 * A key is read when the code names it. Keys that are enumeration values ('financial-services') label
 * those values and are checked by the content schema (so are the insight topics' labels); `addedTitle`/`addedText` are read by their kind
 * ('added').
 */
function isRead(key: string, code: string): boolean {
  if (key.includes('-') || (insightTopics as readonly string[]).includes(key)) return true;
  if (new RegExp(`\\b${key}\\b`).test(code)) return true;
  const kind = /^([a-z][A-Za-z]*)(?:Title|Text)$/.exec(key)?.[1];
  return kind !== undefined && code.includes(`'${kind}'`);
}

describe('content files', () => {
  const code = sourceText(new URL('..', import.meta.url).pathname);
  const files = readdirSync(PAGES).filter((file) => file.endsWith('.yaml'));

  it.each(files)('%s has no key the code never reads', (file) => {
    const unread = [...keyNames(page(file.replace(/\.yaml$/, '')))].filter((key) => !isRead(key, code));
    expect(unread).toEqual([]);
  });

  it('ui.yaml has no key the code never reads', () => {
    expect([...keyNames(shared())].filter((key) => !isRead(key, code))).toEqual([]);
  });
});
