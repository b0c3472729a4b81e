// Brand Persona: the members-only questionnaire and its result, in the production-like server.
import type { Browser, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ONLY_ESSENTIAL } from '../../src/schemas/consent-choices.ts';
import { PERSONA_STEPS } from '../../src/schemas/brand-persona.ts';
import { ANSWERS, stepBody } from '../helpers/brand-persona.ts';
import { test, expect, expectNoA11yViolations, prepareContext } from './fixtures.ts';
import { UNAUTHORIZED_CONSOLE_ERROR, createAccount, signIn, type Account } from './support/accounts.ts';
import { launchCount } from './support/launches.ts';

const HEADING = { name: 'Brand Persona', level: 1 } as const;
const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

/** Saves every step and submits, through the API (the browser context's session). */
async function submitPersona(page: Page, answers = ANSWERS) {
  for (const step of PERSONA_STEPS) {
    const res = await page.request.put('/api/member/brand-persona', { data: stepBody(step, answers[step]) });
    expect(res.status(), step).toBe(200);
  }
  expect((await page.request.post('/api/member/brand-persona/submit')).status()).toBe(201);
}

async function fillOrganisation(page: Page) {
  await page.getByLabel('Organisation name').fill(ANSWERS.organisation.name);
  await page.getByLabel('Sector').selectOption('professional-services');
  await page.getByLabel('Size', { exact: true }).selectOption('small');
  await page.getByLabel('Purpose', { exact: true }).fill(ANSWERS.organisation.purpose);
}

async function fillValues(page: Page) {
  await page.getByRole('checkbox', { name: 'Integrity', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Care', exact: true }).check();
  await page.getByLabel('Your own values').fill('Plain speaking');
  await expect(page.getByText('3 of 5 chosen')).toBeVisible();
}

async function fillAudiences(page: Page) {
  const [first, second] = ANSWERS.audiences.groups;
  const group = (n: number) => page.getByRole('group', { name: `Audience ${n}` });
  await group(1).getByLabel('Who they are').fill(first!.name);
  await group(1).getByLabel('What they need').fill(first!.needs);
  await group(1).getByLabel('What they fear').fill(first!.fears);
  await page.getByRole('button', { name: 'Add another audience' }).click();
  await expect(group(2).getByLabel('Who they are')).toBeFocused();
  await group(2).getByLabel('Who they are').fill(second!.name);
  await group(2).getByLabel('What they need').fill(second!.needs);
  await group(2).getByLabel('What they fear').fill(second!.fears);
}

async function fillVoice(page: Page) {
  const slider = (name: string) => page.getByRole('slider', { name });
  await slider('Formal or casual').fill('20');
  await expect(page.getByText('We would be pleased to arrange a meeting at a time that suits you.')).toBeVisible();
  await slider('Serious or playful').fill('10');
  await slider('Traditional or innovative').fill('40');
  await slider('Reserved or bold').fill('30');
  await expect(slider('Formal or casual')).toHaveAttribute('aria-valuetext', 'Mostly formal');
}

async function fillDifference(page: Page) {
  await page.getByLabel('Competitor 1').fill(ANSWERS.difference.competitors[0]!);
  await page.getByLabel('Competitor 2').fill(ANSWERS.difference.competitors[1]!);
  await page.getByLabel('What you do better').fill(ANSWERS.difference.better);
  await page.getByLabel('Proof points (optional)').fill(ANSWERS.difference.proof.join('\n'));
}

async function fillLook(page: Page) {
  await page.getByRole('checkbox', { name: 'Classic', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Calm', exact: true }).check();
  await page.getByLabel('Your own words').fill('Trustworthy');
  await page.getByRole('checkbox', { name: 'Navy', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Gold', exact: true }).check();
  await page.getByLabel('Your own colours (hex codes)').fill('#f4efe6');
}

const STEPS: [string, (page: Page) => Promise<void>][] = [
  ['Organisation', fillOrganisation],
  ['Values', fillValues],
  ['Audiences', fillAudiences],
  ['Voice', fillVoice],
  ['Difference', fillDifference],
  ['Look and feel', fillLook],
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
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page.getByRole('heading', HEADING)).toBeVisible();
    await expect(stepHeading(page, 'Organisation')).toBeVisible();
  });

  test('signed in, the page is served at /questionnaire with its frame first and no redirect', async ({ page, db }) => {
    await signIn(page, await createAccount(db));
    const response = await page.goto('/questionnaire');
    expect(response!.status()).toBe(200);
    const html = await response!.text();
    // The static HTML: the heading and a loading line for screen readers; the steps come with the member.
    expect(html).toContain('Loading your questionnaire...');
    expect(html).toContain('>Brand Persona</h1>');
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page).toHaveURL(/\/questionnaire$/);
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [UNAUTHORIZED_CONSOLE_ERROR] });
    test('a stale hint ends on the sign-in page, remembering the questionnaire', async ({ page, context }) => {
      await context.addCookies([{ name: 'wac_auth', value: '1', domain: 'localhost', path: '/' }]);
      await page.goto('/questionnaire/result?version=2');
      await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('next')).toBe('/questionnaire/result?version=2');
    });
  });

  test('a sign-in link cannot send the member to another site', async ({ page, db }) => {
    const account = await createAccount(db, { firstName: 'Safe' });
    await page.goto('/auth?next=//evil.example/');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Safe' })).toBeVisible();
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
  const card = page.getByRole('region', { name: 'Your Applications' }).getByRole('listitem').first();
  await expect(card).toContainText('Not started');
  await card.getByRole('link', { name: 'Launch Brand Persona', exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect.poll(() => launchCount(db, account.id, 'brand-persona')).toBe('1');

  for (const [index, [title, fill]] of STEPS.entries()) {
    await expect(stepHeading(page, title)).toBeVisible();
    await expect(page.getByText(`Step ${index + 1} of 6`)).toBeVisible();
    const progress = page.getByRole('navigation', { name: 'Questionnaire progress' });
    await expect(progress.getByRole('listitem').filter({ hasText: title })).toHaveAttribute('aria-current', 'step');
    await fill(page);
    await expectNoA11yViolations(page);
    if (index < STEPS.length - 1) {
      await next(page).click();
      await expect(stepHeading(page, STEPS[index + 1]![0])).toBeFocused();
      expect((await draftOf(db, account))?.step).toBe(index + 2);
    }
  }
  await page.getByRole('button', { name: 'Finish and see your persona' }).click();
  await expect(page).toHaveURL(/\/questionnaire\/result$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Brand persona: Harbour Lane Accountants' })).toBeVisible();
  const version = await db
    .selectFrom('brandPersonas')
    .select(['version', 'answers'])
    .where('userId', '=', account.id)
    .executeTakeFirstOrThrow();
  expect(version).toEqual({ version: 1, answers: ANSWERS });
  await expectNoA11yViolations(page);

  await page.goto('/dashboard');
  await expect(card).toContainText(/Completed on \d{1,2} \w{3} \d{4}|Completed on \w{3} \d{1,2}, \d{4}/);
  await expect(card.getByRole('link', { name: 'Launch Brand Persona', exact: true })).toHaveAttribute(
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
  await expect(page.getByLabel('Organisation name')).toBeFocused();
  await expect(page.getByLabel('Organisation name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoA11yViolations(page);
  expect(await draftOf(db, account)).toBeUndefined();

  await fillOrganisation(page);
  await next(page).click();
  await page.getByRole('checkbox', { name: 'Trust', exact: true }).check();
  await next(page).click();
  await expect(page.getByText('Choose between 3 and 5 values')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Integrity', exact: true })).toBeFocused();
  await expect(stepHeading(page, 'Values')).toBeVisible();
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
  await expect(stepHeading(page, 'Audiences')).toBeFocused();
  // Typed on step 3 but never saved: it stays on this device.
  await page.getByRole('group', { name: 'Audience 1' }).getByLabel('Who they are').fill('Unsaved audience');
  await page.context().close();

  const other = await anotherDevice(browser, account);
  await other.page.goto('/dashboard');
  const card = other.page.getByRole('region', { name: 'Your Applications' }).getByRole('listitem').first();
  await expect(card).toContainText('In progress (step 3 of 6)');
  await card.getByRole('link', { name: 'Launch Brand Persona', exact: true }).click();
  await expect(stepHeading(other.page, 'Audiences')).toBeVisible();
  await expect(other.page.getByText('Step 3 of 6')).toBeVisible();
  await expect(other.page.getByRole('group', { name: 'Audience 1' }).getByLabel('Who they are')).toHaveValue('');
  await expectNoA11yViolations(other.page);

  await other.page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(other.page, 'Values')).toBeFocused();
  await expect(other.page.getByRole('checkbox', { name: 'Integrity', exact: true })).toBeChecked();
  await expect(other.page.getByLabel('Your own values')).toHaveValue('Plain speaking');
  await other.page.getByRole('button', { name: 'Back' }).click();
  await expect(other.page.getByLabel('Organisation name')).toHaveValue(ANSWERS.organisation.name);
  await expect(other.page.getByLabel('Sector')).toHaveValue('professional-services');
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

test.describe('the result', () => {
  let account: Account;
  test.beforeEach(async ({ page, db }) => {
    account = await createAccount(db);
    await signIn(page, account);
    await submitPersona(page);
    await page.goto('/questionnaire/result');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Brand persona: Harbour Lane Accountants' }),
    ).toBeVisible();
  });

  const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

  test('shows the persona composed from the answers', async ({ page }) => {
    await expect(page.getByText(/^Version 1, submitted /)).toBeVisible();
    await expect(section(page, 'Archetype')).toContainText('The Sage');
    await expect(section(page, 'Positioning')).toContainText(
      'Harbour Lane Accountants is a small organisation in professional services. Its purpose: We help family businesses keep more of what they earn.',
    );
    await expect(section(page, 'Positioning')).toContainText(
      'What sets it apart from Big Four firms and Online bookkeeping apps:',
    );
    await expect(section(page, 'Positioning')).toContainText(
      'Its archetype is The Sage, with a voice that is calm, expert and precise.',
    );
    await expect(section(page, 'Voice')).toContainText('Mostly formal');
    await expect(section(page, 'Words to use').getByRole('listitem').first()).toHaveText('integrity');
    await expect(section(page, 'Words to use')).toContainText('evidence');
    await expect(section(page, 'Words to avoid')).toContainText('game-changing');
    const lines = section(page, 'Example lines');
    await expect(lines).toContainText(
      'Clear thinking for Family business owners: Harbour Lane Accountants turns complexity into decisions you can trust.',
    );
    await expect(lines.getByRole('definition')).toHaveCount(3);
    await expect(lines.getByRole('term')).toHaveText(['Web page', 'E-mail', 'Social post']);
    const look = section(page, 'Look and feel');
    await expect(look).toContainText('Navy');
    await expect(look).toContainText('#0B1F3A');
    await expect(look).toContainText('#F4EFE6');
    await expect(look.locator('svg rect[fill="#C9A227"]')).toHaveCount(1);
    await expect(section(page, 'Audiences')).toContainText('Surprise tax bills and jargon');
    await expectNoA11yViolations(page);
  });

  test('prints as the persona alone', async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    await expect(
      page.getByRole('heading', { level: 2, name: 'Brand persona: Harbour Lane Accountants' }),
    ).toBeVisible();
    await expect(section(page, 'Positioning')).toBeVisible();
    await expect(section(page, 'Look and feel')).toBeVisible();
    for (const hidden of [
      page.getByRole('button', { name: 'Sign Out' }),
      page.getByRole('button', { name: 'Download as Markdown' }),
      page.getByRole('link', { name: 'Back to dashboard' }),
      page.getByRole('heading', { name: 'Versions' }),
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
    await expect(page.getByRole('button', { name: 'Download as Markdown' })).toBeVisible();
  });

  test('downloads as Markdown', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('brand-persona-harbour-lane-accountants-v1.md');
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown).toMatch(/^# Brand persona: Harbour Lane Accountants\n\n_Version 1, submitted .+_\n/);
    expect(markdown).toContain('## Archetype\n\n**The Sage**: Calm, knowledgeable and precise.');
    expect(markdown).toContain('- **E-mail:** Thank you for your question.');
    expect(markdown).toContain('- Colours: Navy (#0B1F3A), Gold (#C9A227), #F4EFE6');
  });

  test('Discuss with a consultant opens the contact form with the interest and a summary', async ({ page }) => {
    await page.getByRole('link', { name: 'Discuss with a consultant' }).click();
    await expect(page).toHaveURL(/\/public\?interest=applications&message=.*#contact$/);
    const form = page.locator('#contact form');
    await expect(form.getByLabel('Service of interest')).toHaveValue('applications');
    await expect(form.getByLabel('Message')).toHaveValue(
      'We would like to discuss our brand persona with a consultant. Organisation: Harbour Lane Accountants (Professional services). Archetype: The Sage. Values: Integrity, Care and Plain speaking. Audiences: Family business owners and Finance managers.',
    );
  });

  test('earlier versions can be reopened: viewed, and edited as a new draft', async ({ page, db }) => {
    const bold = {
      ...ANSWERS,
      voice: { formalCasual: 90, seriousPlayful: 90, traditionalInnovative: 70, reservedBold: 80 },
    };
    await submitPersona(page, bold);
    await page.goto('/questionnaire/result');
    await expect(page.getByText(/^Version 2, submitted /)).toBeVisible();
    await expect(section(page, 'Archetype')).toContainText('The Jester');
    const versions = page.getByRole('navigation', { name: 'Versions' });
    await expect(versions.getByRole('link')).toHaveCount(2);
    await expect(versions.getByRole('link', { name: /^Version 2,/ })).toHaveAttribute('aria-current', 'page');
    await versions.getByRole('link', { name: /^Version 1,/ }).click();
    await expect(page).toHaveURL(/\/questionnaire\/result\?version=1$/);
    await expect(section(page, 'Archetype')).toContainText('The Sage');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Edit these answers' }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(stepHeading(page, 'Organisation')).toBeVisible();
    await expect(page.getByLabel('Organisation name')).toHaveValue(ANSWERS.organisation.name);
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
    await expect(page.getByRole('alert')).toHaveText('Version 9 was not found, so this is your latest version.');
    await expect(page.getByText(/^Version 1, submitted /)).toBeVisible();
  });
});

test('before any submission the result page points to the questionnaire', async ({ page, db }) => {
  await signIn(page, await createAccount(db));
  await page.goto('/questionnaire/result');
  await expect(page.getByRole('heading', { level: 2, name: 'No brand persona yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the questionnaire' })).toHaveAttribute('href', '/questionnaire');
  await expectNoA11yViolations(page);
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
  await expect(stepHeading(page, 'Organisation')).toBeVisible();
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
  await type(page.getByLabel('Organisation name'), 'Keyboard Co');
  await tabTo(page, page.getByLabel('Sector'));
  await page.keyboard.type('Tech');
  await expect(page.getByLabel('Sector')).toHaveValue('technology');
  await tabTo(page, page.getByLabel('Size', { exact: true }));
  await page.keyboard.type('5');
  await expect(page.getByLabel('Size', { exact: true })).toHaveValue('medium');
  await type(page.getByLabel('Purpose', { exact: true }), 'We make keyboards sing.');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 2 Values: Space on the boxes; Back and Next from the keyboard.
  await expect(stepHeading(page, 'Values')).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Back' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Organisation')).toBeFocused();
  await expect(page.getByLabel('Organisation name')).toHaveValue('Keyboard Co');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Values')).toBeFocused();
  for (const value of ['Trust', 'Quality', 'Courage'])
    await tick(page.getByRole('checkbox', { name: value, exact: true }));
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 3 Audiences: Enter in a text box continues.
  await expect(stepHeading(page, 'Audiences')).toBeFocused();
  await type(page.getByLabel('Who they are'), 'Typists');
  await type(page.getByLabel('What they need'), 'Keys that last');
  await type(page.getByLabel('What they fear'), 'Sticky keys');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 4 Voice: arrow keys on the sliders; the example follows.
  await expect(stepHeading(page, 'Voice')).toBeFocused();
  const formal = page.getByRole('slider', { name: 'Formal or casual' });
  await tabTo(page, formal);
  await page.keyboard.press('End');
  await expect(formal).toHaveValue('100');
  await expect(page.getByText('Fancy a quick chat? Just say when.')).toBeVisible();
  const bold = page.getByRole('slider', { name: 'Reserved or bold' });
  await tabTo(page, bold);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(bold).toHaveValue('80');
  await expect(bold).toHaveAttribute('aria-valuetext', 'Mostly bold');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 5 Difference.
  await expect(stepHeading(page, 'Difference')).toBeFocused();
  await type(page.getByLabel('What you do better'), 'Quieter keys');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  // 6 Look and feel, then Finish.
  await expect(stepHeading(page, 'Look and feel')).toBeFocused();
  await tick(page.getByRole('checkbox', { name: 'Modern', exact: true }));
  await tick(page.getByRole('checkbox', { name: 'Teal', exact: true }));
  await tabTo(page, page.getByRole('button', { name: 'Finish and see your persona' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Brand persona: Keyboard Co' })).toBeVisible();
  await expect(page).toHaveURL(/\/questionnaire\/result$/);
});
