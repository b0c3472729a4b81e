// Brand Persona: the members-only questionnaire and its result, in the production-like server.
import type { Browser, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ONLY_ESSENTIAL } from '../../src/schemas/consent-choices.ts';
import { PERSONA_STEPS } from '../../src/schemas/brand-persona.ts';
import { ANSWERS, stepBody } from '../helpers/brand-persona.ts';
import { test, expect, expectNoA11yViolations, prepareContext } from './fixtures.ts';
import { UNAUTHORIZED_CONSOLE_ERROR, createAccount, signIn, type Account } from './support/accounts.ts';
import { launchCount } from './support/launches.ts';
import { applicationCopy, fill, pageCopy, templateSource } from './support/copy.ts';
import { escapeMarkdown } from '../../src/lib/brand-persona/markdown.ts';
import { authCopy, signInWithForm, welcome } from './support/sign-in-form.ts';

const questionnaire = pageCopy('questionnaire');
const { steps, options } = questionnaire;
const result = pageCopy('questionnaire-result');
const { headings, composition } = result;
const portal = pageCopy('dashboard');
const personaCard = portal.applications.brandPersona;
const brandPersona = applicationCopy('brand-persona');
const sage = composition.archetypes.sage;
const { positioning } = composition;
const { name } = ANSWERS.organisation;
const contactLabels = pageCopy('home').contact.form.labels;
/** The value typed in as the member's own (the other two are ticked). */
const ownValue = ANSWERS.values.chosen[2]!;
const launchName = `${portal.applications.launch} ${brandPersona.name}`;
const stepOf = (step: number) => fill(questionnaire.progress.stepOf, { step, total: PERSONA_STEPS.length });
/** "Version 2, submitted 22 Nov 2026" or "Version 2, 22 Nov 2026", whatever the date. */
const datedLine = (template: string, version: number) =>
  new RegExp(`^${templateSource(template, { version: String(version) })}`);
const versionLine = (version: number) => datedLine(result.versionLine, version);
const versionItem = (version: number) => datedLine(result.versions.item, version);
const personaTitle = (name: string) => fill(headings.title, { name });

const HEADING = { name: questionnaire.heading, level: 1 } as const;
const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
const next = (page: Page) => page.getByRole('button', { name: questionnaire.navigation.next });

/** Saves every step and submits, through the API (the browser context's session). */
async function submitPersona(page: Page, answers = ANSWERS) {
  for (const step of PERSONA_STEPS) {
    const res = await page.request.put('/api/member/brand-persona', { data: stepBody(step, answers[step]) });
    expect(res.status(), step).toBe(200);
  }
  expect((await page.request.post('/api/member/brand-persona/submit')).status()).toBe(201);
}

async function fillOrganisation(page: Page) {
  await page.getByLabel(steps.organisation.nameLabel).fill(ANSWERS.organisation.name);
  await page.getByLabel(steps.organisation.sectorLabel).selectOption('professional-services');
  await page.getByLabel(steps.organisation.sizeLabel, { exact: true }).selectOption('small');
  await page.getByLabel(steps.organisation.purposeLabel, { exact: true }).fill(ANSWERS.organisation.purpose);
}

async function fillValues(page: Page) {
  await page.getByRole('checkbox', { name: 'Integrity', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Care', exact: true }).check();
  await page.getByLabel(steps.values.ownLabel).fill(ownValue);
  await expect(page.getByText(fill(steps.values.chosenCount, { count: 3, max: 5 }))).toBeVisible();
}

async function fillAudiences(page: Page) {
  const [first, second] = ANSWERS.audiences.groups;
  const group = (n: number) => page.getByRole('group', { name: fill(steps.audiences.groupLabel, { number: n }) });
  await group(1).getByLabel(steps.audiences.nameLabel).fill(first!.name);
  await group(1).getByLabel(steps.audiences.needsLabel).fill(first!.needs);
  await group(1).getByLabel(steps.audiences.fearsLabel).fill(first!.fears);
  await page.getByRole('button', { name: steps.audiences.add }).click();
  await expect(group(2).getByLabel(steps.audiences.nameLabel)).toBeFocused();
  await group(2).getByLabel(steps.audiences.nameLabel).fill(second!.name);
  await group(2).getByLabel(steps.audiences.needsLabel).fill(second!.needs);
  await group(2).getByLabel(steps.audiences.fearsLabel).fill(second!.fears);
}

async function fillVoice(page: Page) {
  const slider = (name: string) => page.getByRole('slider', { name });
  await slider(options.voice.formalCasual.label).fill('20');
  await expect(page.getByText(options.voice.formalCasual.examples[1])).toBeVisible();
  await slider(options.voice.seriousPlayful.label).fill('10');
  await slider(options.voice.traditionalInnovative.label).fill('40');
  await slider(options.voice.reservedBold.label).fill('30');
  await expect(slider(options.voice.formalCasual.label)).toHaveAttribute(
    'aria-valuetext',
    options.voice.formalCasual.levels[1],
  );
}

async function fillDifference(page: Page) {
  await page.getByLabel(fill(steps.difference.competitorLabel, { number: 1 })).fill(ANSWERS.difference.competitors[0]!);
  await page.getByLabel(fill(steps.difference.competitorLabel, { number: 2 })).fill(ANSWERS.difference.competitors[1]!);
  await page.getByLabel(steps.difference.betterLabel).fill(ANSWERS.difference.better);
  await page.getByLabel(steps.difference.proofLabel).fill(ANSWERS.difference.proof.join('\n'));
}

async function fillLook(page: Page) {
  await page.getByRole('checkbox', { name: 'Classic', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Calm', exact: true }).check();
  await page.getByLabel(steps.look.ownWordsLabel).fill('Trustworthy');
  await page.getByRole('checkbox', { name: options.colours.navy, exact: true }).check();
  await page.getByRole('checkbox', { name: options.colours.gold, exact: true }).check();
  await page.getByLabel(steps.look.ownColoursLabel).fill('#f4efe6');
}

const STEPS: [string, (page: Page) => Promise<void>][] = [
  [steps.organisation.title, fillOrganisation],
  [steps.values.title, fillValues],
  [steps.audiences.title, fillAudiences],
  [steps.voice.title, fillVoice],
  [steps.difference.title, fillDifference],
  [steps.look.title, fillLook],
];

async function draftOf(db: import('kysely').Kysely<import('../../db/rows.ts').Database>, account: Account) {
  return db
    .selectFrom('brandPersonas')
    .select(['step', 'answers'])
    .where('userId', '=', account.id)
    .where('submittedAt', 'is', null)
    .executeTakeFirst();
}

test.describe('members only', () => {
  test('signed out, /questionnaire and its result go to sign-in, and back after signing in', async ({ page, db }) => {
    for (const path of ['/questionnaire', '/questionnaire/result']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers()['location']!, 'http://localhost');
      expect(location.pathname).toBe('/auth');
      expect(location.searchParams.get('next')).toBe(path);
    }
    const account = await createAccount(db, { firstName: 'Quinn' });
    await page.goto('/questionnaire');
    await expect(page).toHaveURL(/\/auth\?next=/);
    await signInWithForm(page, account);
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page.getByRole('heading', HEADING)).toBeVisible();
    await expect(stepHeading(page, steps.organisation.title)).toBeVisible();
  });

  test('signed in, the page is served at /questionnaire with its frame first and no redirect', async ({ page, db }) => {
    await signIn(page, await createAccount(db));
    const response = await page.goto('/questionnaire');
    expect(response!.status()).toBe(200);
    const html = await response!.text();
    // The static HTML: the heading and a loading line for screen readers; the steps come with the member.
    expect(html).toContain(questionnaire.loading);
    expect(html).toContain(`>${questionnaire.heading}</h1>`);
    await expect(page.getByText(stepOf(1))).toBeVisible();
    await expect(page).toHaveURL(/\/questionnaire$/);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [UNAUTHORIZED_CONSOLE_ERROR] });

    test('a stale hint ends on the sign-in page, remembering the questionnaire', async ({ page, context }) => {
      await context.addCookies([{ name: 'wac_auth', value: '1', domain: 'localhost', path: '/' }]);
      await page.goto('/questionnaire/result?version=2');
      await expect(page.getByRole('heading', { name: authCopy.login.heading })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('next')).toBe('/questionnaire/result?version=2');
    });
  });

  test('a sign-in link cannot send the member to another site', async ({ page, db }) => {
    const account = await createAccount(db, { firstName: 'Safe' });
    await page.goto('/auth?next=//evil.example/');
    await signInWithForm(page, account);
    await expect(page.getByRole('heading', { name: welcome('Safe') })).toBeVisible();
    expect(new URL(page.url()).hostname).toBe('localhost');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test('complete all six steps from the dashboard, with axe-core at every step; the card then says Completed', async ({
  page,
  db,
}) => {
  test.slow();
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: portal.applications.heading }).getByRole('listitem').first();
  await expect(card).toContainText(personaCard.notStarted);
  await card.getByRole('link', { name: launchName, exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect.poll(() => launchCount(db, account.id, 'brand-persona')).toBe('1');

  for (const [index, [title, fill]] of STEPS.entries()) {
    await expect(stepHeading(page, title)).toBeVisible();
    await expect(page.getByText(stepOf(index + 1))).toBeVisible();
    const progress = page.getByRole('navigation', { name: questionnaire.progress.label });
    await expect(progress.getByRole('listitem').filter({ hasText: title })).toHaveAttribute('aria-current', 'step');
    await fill(page);
    await expectNoA11yViolations(page);
    const following = STEPS[index + 1];
    // The last step is finished below.
    if (!following) break;
    await next(page).click();
    await expect(stepHeading(page, following[0])).toBeFocused();
    expect((await draftOf(db, account))?.step).toBe(index + 2);
  }
  await page.getByRole('button', { name: questionnaire.navigation.finish }).click();
  await expect(page).toHaveURL(/\/questionnaire\/result$/);
  await expect(page.getByRole('heading', { level: 2, name: personaTitle(ANSWERS.organisation.name) })).toBeVisible();
  const version = await db
    .selectFrom('brandPersonas')
    .select(['version', 'answers'])
    .where('userId', '=', account.id)
    .executeTakeFirstOrThrow();
  expect(version).toEqual({ version: 1, answers: ANSWERS });
  await expectNoA11yViolations(page);

  await page.goto('/dashboard');
  await expect(card).toContainText(
    new RegExp(templateSource(personaCard.completed, { date: '(\\d{1,2} \\w{3} \\d{4}|\\w{3} \\d{1,2}, \\d{4})' })),
  );
  await expect(card.getByRole('link', { name: launchName, exact: true })).toHaveAttribute(
    'href',
    '/questionnaire/result',
  );
});

test('each step is checked before Next: errors by the fields, focus on the first, nothing saved', async ({
  page,
  db,
}) => {
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto('/questionnaire');
  await next(page).click();
  await expect(page.getByText('Organisation name is required')).toBeVisible();
  await expect(page.getByText('Please choose a sector')).toBeVisible();
  await expect(page.getByLabel(steps.organisation.nameLabel)).toBeFocused();
  await expect(page.getByLabel(steps.organisation.nameLabel)).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  expect(await draftOf(db, account)).toBeUndefined();

  await fillOrganisation(page);
  await next(page).click();
  await page.getByRole('checkbox', { name: 'Trust', exact: true }).check();
  await next(page).click();
  await expect(page.getByText('Choose between 3 and 5 values')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Integrity', exact: true })).toBeFocused();
  await expect(stepHeading(page, steps.values.title)).toBeVisible();
  expect((await draftOf(db, account))?.step).toBe(2);
});

test('leave at step 3 and resume there in a new browser, on another device', async ({ page, db, browser }) => {
  test.slow();
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto('/questionnaire');
  await fillOrganisation(page);
  await next(page).click();
  await fillValues(page);
  await next(page).click();
  await expect(stepHeading(page, steps.audiences.title)).toBeFocused();
  // Typed on step 3 but never saved: it stays on this device.
  await page
    .getByRole('group', { name: fill(steps.audiences.groupLabel, { number: 1 }) })
    .getByLabel(steps.audiences.nameLabel)
    .fill('Unsaved audience');
  await page.context().close();

  const other = await anotherDevice(browser, account);
  await other.page.goto('/dashboard');
  const card = other.page.getByRole('region', { name: portal.applications.heading }).getByRole('listitem').first();
  await expect(card).toContainText(fill(personaCard.inProgress, { step: 3, total: PERSONA_STEPS.length }));
  await card.getByRole('link', { name: launchName, exact: true }).click();
  await expect(stepHeading(other.page, steps.audiences.title)).toBeVisible();
  await expect(other.page.getByText(stepOf(3))).toBeVisible();
  await expect(
    other.page
      .getByRole('group', { name: fill(steps.audiences.groupLabel, { number: 1 }) })
      .getByLabel(steps.audiences.nameLabel),
  ).toHaveValue('');
  await expectNoA11yViolations(other.page);

  await other.page.getByRole('button', { name: questionnaire.navigation.back }).click();
  await expect(stepHeading(other.page, steps.values.title)).toBeFocused();
  await expect(other.page.getByRole('checkbox', { name: 'Integrity', exact: true })).toBeChecked();
  await expect(other.page.getByLabel(steps.values.ownLabel)).toHaveValue(ownValue);
  await other.page.getByRole('button', { name: questionnaire.navigation.back }).click();
  await expect(other.page.getByLabel(steps.organisation.nameLabel)).toHaveValue(ANSWERS.organisation.name);
  await expect(other.page.getByLabel(steps.organisation.sectorLabel)).toHaveValue('professional-services');
  await other.close();
});

/** A second browser (another device) signed in as the same member, failing on any console error. */
async function anotherDevice(browser: Browser, account: Account) {
  const context = await browser.newContext();
  await prepareContext(context, ONLY_ESSENTIAL);
  await signIn(context, account);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'console errors on the other device').toEqual([]);
    },
  };
}

test.describe('the composed persona', () => {
  let account: Account;

  test.beforeEach(async ({ page, db }) => {
    account = await createAccount(db);
    await signIn(page, account);
    await submitPersona(page);
    await page.goto('/questionnaire/result');
    await expect(page.getByRole('heading', { level: 2, name: personaTitle(ANSWERS.organisation.name) })).toBeVisible();
  });

  const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

  test('shows the persona composed from the answers', async ({ page }) => {
    await expect(page.getByText(versionLine(1))).toBeVisible();
    await expect(section(page, headings.archetype)).toContainText(sage.name);
    await expect(section(page, headings.positioning)).toContainText(
      fill(positioning.intro, {
        name,
        size: options.sizes.small.phrase,
        sector: options.sectors['professional-services'].phrase,
      }),
    );
    await expect(section(page, headings.positioning)).toContainText(
      fill(positioning.purpose, { purpose: ANSWERS.organisation.purpose }),
    );
    await expect(section(page, headings.positioning)).toContainText(
      fill(positioning.differenceFrom, {
        competitors: ANSWERS.difference.competitors.join(` ${composition.and} `),
        better: ANSWERS.difference.better,
      }),
    );
    await expect(section(page, headings.positioning)).toContainText(
      fill(positioning.voice, { archetype: sage.name, voice: sage.voice }),
    );
    await expect(section(page, headings.voice)).toContainText(options.voice.formalCasual.levels[1]);
    await expect(section(page, headings.wordsToUse).getByRole('listitem').first()).toHaveText('integrity');
    await expect(section(page, headings.wordsToUse)).toContainText(sage.words.use[0]!);
    await expect(section(page, headings.wordsToAvoid)).toContainText(sage.words.avoid[1]!);
    const lines = section(page, headings.lines);
    await expect(lines).toContainText(fill(sage.lines.web, { audience: ANSWERS.audiences.groups[0]!.name, name }));
    await expect(lines.getByRole('definition')).toHaveCount(3);
    await expect(lines.getByRole('term')).toHaveText([headings.web, headings.email, headings.social]);
    const look = section(page, headings.look);
    await expect(look).toContainText(options.colours.navy);
    await expect(look).toContainText('#0B1F3A');
    await expect(look).toContainText('#F4EFE6');
    await expect(look.locator('svg rect[fill="#C9A227"]')).toHaveCount(1);
    await expect(section(page, headings.audiences)).toContainText('Surprise tax bills and jargon');
    await expectNoA11yViolations(page);
  });

  test('prints as the persona alone', async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 2, name: personaTitle(ANSWERS.organisation.name) })).toBeVisible();
    await expect(section(page, headings.positioning)).toBeVisible();
    await expect(section(page, headings.look)).toBeVisible();
    for (const hidden of [
      page.getByRole('button', { name: portal.header.signOut }),
      page.getByRole('button', { name: result.actions.download }),
      page.getByRole('link', { name: result.backLink.label }),
      page.getByRole('heading', { name: result.versions.heading }),
    ]) {
      await expect(hidden).toBeHidden();
    }
    // Nothing else on the page prints: no toast region, no cookie banner.
    const printed = await page.evaluate(() =>
      [...document.body.children].filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className),
    );
    expect(printed).toEqual([expect.stringContaining('persona-print')]);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: result.actions.download })).toBeVisible();
  });

  test('downloads as Markdown', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: result.actions.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('brand-persona-harbour-lane-accountants-v1.md');
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown.startsWith(`# ${escapeMarkdown(personaTitle(name))}\n\n_`)).toBe(true);
    expect(markdown).toContain(`## ${headings.archetype}\n\n**${sage.name}**: ${sage.summary}`);
    expect(markdown).toContain(`- **${headings.email}:** ${sage.lines.email}`);
    expect(markdown).toContain(
      `- ${headings.colours}: ${options.colours.navy} (#0B1F3A), ${options.colours.gold} (#C9A227), #F4EFE6`,
    );
  });

  test('Discuss with a consultant opens the contact form with the interest and a summary', async ({ page }) => {
    await page.getByRole('link', { name: result.actions.discuss }).click();
    await expect(page).toHaveURL(/\/public\?interest=applications&message=.*#contact$/);
    const form = page.locator('#contact form');
    await expect(form.getByLabel(contactLabels.serviceInterest)).toHaveValue('applications');
    await expect(form.getByLabel(contactLabels.message)).toHaveValue(
      fill(result.consultantMessage, {
        name,
        sector: options.sectors['professional-services'].label,
        archetype: sage.name,
        values: `Integrity, Care ${composition.and} ${ownValue}`,
        audiences: `Family business owners ${composition.and} Finance managers`,
      }),
    );
  });

  test('earlier versions can be reopened: viewed, and edited as a new draft', async ({ page, db }) => {
    const bold = {
      ...ANSWERS,
      voice: { formalCasual: 90, seriousPlayful: 90, traditionalInnovative: 70, reservedBold: 80 },
    };
    await submitPersona(page, bold);
    await page.goto('/questionnaire/result');
    await expect(page.getByText(versionLine(2))).toBeVisible();
    await expect(section(page, headings.archetype)).toContainText(composition.archetypes.jester.name);
    const versions = page.getByRole('navigation', { name: result.versions.heading });
    await expect(versions.getByRole('link')).toHaveCount(2);
    await expect(versions.getByRole('link', { name: versionItem(2) })).toHaveAttribute('aria-current', 'page');
    await versions.getByRole('link', { name: versionItem(1) }).click();
    await expect(page).toHaveURL(/\/questionnaire\/result\?version=1$/);
    await expect(section(page, headings.archetype)).toContainText(sage.name);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: result.actions.edit }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(stepHeading(page, steps.organisation.title)).toBeVisible();
    await expect(page.getByLabel(steps.organisation.nameLabel)).toHaveValue(ANSWERS.organisation.name);
    const rows = await db
      .selectFrom('brandPersonas')
      .select(['version', 'step', 'answers'])
      .where('userId', '=', account.id)
      .orderBy('version')
      .execute();
    // Versions 1 and 2 unchanged; a new draft with version 1's answers, to resume at step 1.
    expect(rows).toEqual([
      { version: 1, step: 6, answers: ANSWERS },
      { version: 2, step: 6, answers: bold },
      { version: null, step: 1, answers: ANSWERS },
    ]);
  });

  test('a version the member does not have: says so and shows the latest', async ({ page }) => {
    await page.goto('/questionnaire/result?version=9');
    await expect(page.getByRole('alert')).toHaveText(fill(result.versionNotFound, { version: 9 }));
    await expect(page.getByText(versionLine(1))).toBeVisible();
  });
});

test('before any submission the result page points to the questionnaire', async ({ page, db }) => {
  await signIn(page, await createAccount(db));
  await page.goto('/questionnaire/result');
  await expect(page.getByRole('heading', { level: 2, name: result.empty.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: result.empty.link.label })).toHaveAttribute('href', '/questionnaire');
});

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: all six steps, Back and Next, to the result', async ({ page, db }) => {
  test.slow();
  const account = await createAccount(db);
  await signIn(page, account);
  await page.goto('/questionnaire');
  await expect(stepHeading(page, steps.organisation.title)).toBeVisible();
  const type = async (label: Locator, text: string) => {
    await tabTo(page, label);
    await page.keyboard.type(text);
  };
  const tick = async (box: Locator) => {
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  };

  // 1 Organisation: text, type-ahead in the selects, Enter to continue.
  await type(page.getByLabel(steps.organisation.nameLabel), 'Keyboard Co');
  await tabTo(page, page.getByLabel(steps.organisation.sectorLabel));
  await page.keyboard.type('Tech');
  await expect(page.getByLabel(steps.organisation.sectorLabel)).toHaveValue('technology');
  await tabTo(page, page.getByLabel(steps.organisation.sizeLabel, { exact: true }));
  await page.keyboard.type('5');
  await expect(page.getByLabel(steps.organisation.sizeLabel, { exact: true })).toHaveValue('medium');
  await type(page.getByLabel(steps.organisation.purposeLabel, { exact: true }), 'We make keyboards sing.');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 2 Values: Space on the boxes; Back and Next from the keyboard.
  await expect(stepHeading(page, steps.values.title)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: questionnaire.navigation.back }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, steps.organisation.title)).toBeFocused();
  await expect(page.getByLabel(steps.organisation.nameLabel)).toHaveValue('Keyboard Co');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, steps.values.title)).toBeFocused();
  for (const value of ['Trust', 'Quality', 'Courage'])
    await tick(page.getByRole('checkbox', { name: value, exact: true }));
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 3 Audiences: Enter in a text box continues.
  await expect(stepHeading(page, steps.audiences.title)).toBeFocused();
  await type(page.getByLabel(steps.audiences.nameLabel), 'Typists');
  await type(page.getByLabel(steps.audiences.needsLabel), 'Keys that last');
  await type(page.getByLabel(steps.audiences.fearsLabel), 'Sticky keys');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 4 Voice: arrow keys on the sliders; the example follows.
  await expect(stepHeading(page, steps.voice.title)).toBeFocused();
  const formal = page.getByRole('slider', { name: options.voice.formalCasual.label });
  await tabTo(page, formal);
  await page.keyboard.press('End');
  await expect(formal).toHaveValue('100');
  await expect(page.getByText(options.voice.formalCasual.examples[4])).toBeVisible();
  const bold = page.getByRole('slider', { name: options.voice.reservedBold.label });
  await tabTo(page, bold);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(bold).toHaveValue('80');
  await expect(bold).toHaveAttribute('aria-valuetext', options.voice.reservedBold.levels[3]);
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 5 Difference.
  await expect(stepHeading(page, steps.difference.title)).toBeFocused();
  await type(page.getByLabel(steps.difference.betterLabel), 'Quieter keys');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 6 Look and feel, then Finish.
  await expect(stepHeading(page, steps.look.title)).toBeFocused();
  await tick(page.getByRole('checkbox', { name: 'Modern', exact: true }));
  await tick(page.getByRole('checkbox', { name: options.colours.teal, exact: true }));
  await tabTo(page, page.getByRole('button', { name: questionnaire.navigation.finish }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: personaTitle('Keyboard Co') })).toBeVisible();
  await expect(page).toHaveURL(/\/questionnaire\/result$/);
});
