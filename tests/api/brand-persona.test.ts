import { describe, expect, it } from 'vitest';
import { getDb } from '../../netlify/lib/db.ts';
import { PERSONA_BODY_LIMIT, PERSONA_STEPS } from '../../src/schemas/brand-persona.ts';
import { call } from '../helpers/api.ts';
import { signedIn } from '../helpers/accounts.ts';
import { ANSWERS, stepBody } from '../helpers/brand-persona.ts';
import { whileDatabaseUnreachable } from '../helpers/unreachable-database.ts';
import persona from '../../netlify/functions/member-brand-persona.mts';
import submit from '../../netlify/functions/member-brand-persona-submit.mts';
import versionFn from '../../netlify/functions/member-brand-persona-version.mts';
import reopen from '../../netlify/functions/member-brand-persona-reopen.mts';
import dashboard from '../../netlify/functions/member-dashboard.mts';

const PATH = '/api/member/brand-persona';

const getState = (cookie?: string) => call(persona, PATH, { cookie });
const save = (cookie: string | undefined, body: unknown) => call(persona, PATH, { method: 'PUT', cookie, body });
const submitDraft = (cookie?: string) => call(submit, `${PATH}/submit`, { method: 'POST', cookie });
const getVersion = (cookie: string | undefined, version: string) =>
  call(versionFn, `${PATH}/versions/${version}`, { cookie, params: { version } });
const reopenVersion = (cookie: string | undefined, version: string) =>
  call(reopen, `${PATH}/versions/${version}/reopen`, { method: 'POST', cookie, params: { version } });

async function saveAll(cookie: string) {
  for (const step of PERSONA_STEPS) expect((await save(cookie, stepBody(step))).status).toBe(200);
}

async function draftRows(userId: string) {
  return getDb()
    .selectFrom('brandPersonas')
    .selectAll()
    .where('userId', '=', userId)
    .where('submittedAt', 'is', null)
    .execute();
}

describe('GET /api/member/brand-persona', () => {
  it('401 when anonymous', async () => {
    const res = await getState();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: 'Unauthorized' });
  });

  it('a member who has not started has no draft and no versions; never cached', async () => {
    const member = await signedIn();
    const res = await getState(member.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ draft: null, versions: [] });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('administrators have their own questionnaire too', async () => {
    const admin = await signedIn('admin');
    expect((await save(admin.cookie, stepBody('organisation'))).status).toBe(200);
    const res = await getState(admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.draft).toMatchObject({ step: 2, answers: { organisation: ANSWERS.organisation } });
  });

  it('405 for methods it does not serve', async () => {
    const member = await signedIn();
    const res = await call(persona, PATH, { method: 'DELETE', cookie: member.cookie });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, PUT');
  });
});

describe('PUT /api/member/brand-persona', () => {
  it('401 when anonymous, storing nothing', async () => {
    const res = await save(undefined, stepBody('organisation'));
    expect(res.status).toBe(401);
  });

  it('saves each step as it is completed and resumes at the step after it, keeping earlier steps', async () => {
    const member = await signedIn();
    const first = await save(member.cookie, stepBody('organisation'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ step: 2, revision: 1, answers: { organisation: ANSWERS.organisation } });
    expect(Date.parse(first.body.updatedAt)).not.toBeNaN();

    const second = await save(member.cookie, stepBody('values'));
    expect(second.body).toMatchObject({ step: 3, revision: 2 });
    expect(Object.keys(second.body.answers)).toEqual(['organisation', 'values']);

    // Going back and saving an earlier step resumes after that step.
    const back = await save(member.cookie, stepBody('organisation', { ...ANSWERS.organisation, name: 'Harbour Lane' }));
    expect(back.body.step).toBe(2);
    expect(back.body.answers.organisation.name).toBe('Harbour Lane');
    expect(back.body.answers.values).toEqual(ANSWERS.values);

    // The last step stays the resume point once saved.
    for (const step of PERSONA_STEPS) await save(member.cookie, stepBody(step));
    const state = await getState(member.cookie);
    expect(state.body.draft.step).toBe(6);
    expect(state.body.draft.answers).toEqual(ANSWERS);
    expect(await draftRows(member.user.id)).toHaveLength(1);
  });

  it('trims text and stores colours as upper-case hex codes', async () => {
    const member = await signedIn();
    await save(member.cookie, stepBody('organisation', { ...ANSWERS.organisation, name: '  Harbour Lane  ' }));
    const res = await save(member.cookie, stepBody('look', { words: [' Calm '], colours: ['#0b1f3a'] }));
    expect(res.body.answers.organisation.name).toBe('Harbour Lane');
    expect(res.body.answers.look).toEqual({ words: ['Calm'], colours: ['#0B1F3A'] });
  });

  describe('validation, step by step (400 with field messages, nothing stored)', () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      [
        'organisation: every field is required',
        { step: 'organisation', answers: { name: ' ', sector: '', size: 'huge', purpose: '' } },
        {
          'answers.name': ['Organisation name is required'],
          'answers.sector': ['Please choose a sector'],
          'answers.size': ['Please choose a size'],
          'answers.purpose': ['Purpose is required'],
        },
      ],
      [
        'organisation: length limits',
        stepBody('organisation', { ...ANSWERS.organisation, name: 'x'.repeat(121), purpose: 'y'.repeat(281) }),
        {
          'answers.name': ['Organisation name must be at most 120 characters'],
          'answers.purpose': ['Purpose must be at most 280 characters'],
        },
      ],
      [
        'values: three to five',
        stepBody('values', { chosen: ['Integrity', 'Care'] }),
        { 'answers.chosen': ['Choose between 3 and 5 values'] },
      ],
      [
        'values: at most five',
        stepBody('values', { chosen: ['Care', 'Integrity', 'Trust', 'Quality', 'Courage', 'Ambition'] }),
        { 'answers.chosen': ['Choose between 3 and 5 values'] },
      ],
      [
        'values: each once, ignoring case',
        stepBody('values', { chosen: ['Care', 'care', 'Trust'] }),
        { 'answers.chosen': ['Each value can be chosen only once'] },
      ],
      [
        'values: own words at most 40 characters',
        stepBody('values', { chosen: ['Care', 'Trust', 'z'.repeat(41)] }),
        { 'answers.chosen.2': ['Value must be at most 40 characters'] },
      ],
      [
        'audiences: at least one',
        stepBody('audiences', { groups: [] }),
        { 'answers.groups': ['Describe at least one audience'] },
      ],
      [
        'audiences: each needs a name, a need and a fear',
        stepBody('audiences', { groups: [{ name: 'Owners', needs: '', fears: ' ' }] }),
        {
          'answers.groups.0.needs': ['What they need is required'],
          'answers.groups.0.fears': ['What they fear is required'],
        },
      ],
      [
        'audiences: at most three',
        stepBody('audiences', { groups: Array.from({ length: 4 }, () => ANSWERS.audiences.groups[0]!) }),
        { 'answers.groups': ['Describe at most 3 audiences'] },
      ],
      [
        'voice: whole numbers from 0 to 100 on all four sliders',
        stepBody('voice', { formalCasual: 101, seriousPlayful: -1, traditionalInnovative: 2.5 } as never),
        {
          'answers.formalCasual': ['The slider goes from 0 to 100'],
          'answers.seriousPlayful': ['The slider goes from 0 to 100'],
          'answers.traditionalInnovative': ['The slider value must be a whole number'],
          'answers.reservedBold': ['Set the slider'],
        },
      ],
      [
        'difference: what you do better is required; at most three competitors',
        stepBody('difference', { competitors: ['A', 'B', 'C', 'D'], better: '', proof: [] }),
        {
          'answers.competitors': ['Name at most 3 competitors'],
          'answers.better': ['What you do better is required'],
        },
      ],
      [
        'difference: at most five proof points',
        stepBody('difference', { ...ANSWERS.difference, proof: ['1', '2', '3', '4', '5', '6'] }),
        { 'answers.proof': ['Give at most 5 proof points'] },
      ],
      [
        'difference: proof points of at most 200 characters',
        stepBody('difference', { ...ANSWERS.difference, proof: ['p'.repeat(201)] }),
        { 'answers.proof.0': ['Proof point must be at most 200 characters'] },
      ],
      [
        'look: at least one word and one colour, as hex codes',
        stepBody('look', { words: [], colours: ['navy'] }),
        {
          'answers.words': ['Choose between 1 and 6 words'],
          'answers.colours.0': ['Colours must be hex codes such as #0E4D6E'],
        },
      ],
      [
        'look: at most five colours',
        stepBody('look', {
          words: ['Calm'],
          colours: ['#000000', '#111111', '#222222', '#333333', '#444444', '#555555'],
        }),
        { 'answers.colours': ['Choose between 1 and 5 colours'] },
      ],
      [
        'control characters: none in one-line answers, only line breaks and tabs in longer ones',
        stepBody('organisation', { ...ANSWERS.organisation, name: 'Harbour\u0000Lane', purpose: 'We help.\u0007' }),
        {
          'answers.name': ['Organisation name must not contain U+0000, a control character'],
          'answers.purpose': ['Purpose must not contain control characters'],
        },
      ],
      [
        'text that is not well-formed (a lone surrogate, which jsonb refuses)',
        stepBody('values', { chosen: ['Care', 'Trust', 'Bad \ud800 value'] }),
        { 'answers.chosen.2': ['Value contains a character that is not valid text'] },
      ],
      [
        'unknown fields in a step',
        { step: 'organisation', answers: { ...ANSWERS.organisation, logo: 'x' } },
        { 'answers.logo': ['Unknown field'] },
      ],
      ['unknown fields beside the step', { ...stepBody('voice'), extra: true }, { extra: ['Unknown field'] }],
      [
        'an unknown step',
        { step: 'pricing', answers: {} },
        { step: ['step must be one of: organisation, values, audiences, voice, difference, look'] },
      ],
    ];

    it.each(cases)('%s', async (_name, body, fieldErrors) => {
      const member = await signedIn();
      await save(member.cookie, stepBody('organisation'));
      const res = await save(member.cookie, body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual(fieldErrors);
      expect(res.body.message).toBe(Object.values(fieldErrors)[0]![0]);
      const [draft] = await draftRows(member.user.id);
      expect(draft).toMatchObject({ revision: 1, step: 2, answers: { organisation: ANSWERS.organisation } });
    });
  });

  it('415 for a body that is not JSON, 400 for malformed JSON, 413 over the size limit', async () => {
    const member = await signedIn();
    const form = await call(persona, PATH, {
      method: 'PUT',
      cookie: member.cookie,
      rawBody: 'step=organisation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const malformed = await call(persona, PATH, {
      method: 'PUT',
      cookie: member.cookie,
      rawBody: '{"step":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 'bad_request', message: 'Malformed JSON body' });
    const huge = await save(
      member.cookie,
      stepBody('organisation', { ...ANSWERS.organisation, purpose: 'p'.repeat(PERSONA_BODY_LIMIT) }),
    );
    expect(huge.status).toBe(413);
    expect(await draftRows(member.user.id)).toEqual([]);
  });

  it('403 for a cross-site request', async () => {
    const member = await signedIn();
    const res = await call(persona, PATH, {
      method: 'PUT',
      cookie: member.cookie,
      body: stepBody('organisation'),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(await draftRows(member.user.id)).toEqual([]);
  });

  it('concurrent saves of a step keep the last one; saves of other steps are never lost', async () => {
    const member = await signedIn();
    const names = Array.from({ length: 20 }, (_, i) => `Harbour Lane ${i + 1}`);
    const results = await Promise.all([
      ...names.map((name) => save(member.cookie, stepBody('organisation', { ...ANSWERS.organisation, name }))),
      save(member.cookie, stepBody('values')),
      save(member.cookie, stepBody('voice')),
    ]);
    expect(results.map((res) => res.status)).toEqual(results.map(() => 200));
    // Every save was applied once, in some order: revisions 1..22, no two the same.
    const revisions = results.map((res) => res.body.revision as number).sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    // The stored name is the one of the organisation save applied last.
    const last = results.slice(0, 20).reduce((a, b) => (a.body.revision > b.body.revision ? a : b));
    const state = await getState(member.cookie);
    expect(state.body.draft.revision).toBe(22);
    expect(state.body.draft.answers.organisation.name).toBe(last.body.answers.organisation.name);
    expect(state.body.draft.answers.values).toEqual(ANSWERS.values);
    expect(state.body.draft.answers.voice).toEqual(ANSWERS.voice);
    expect(await draftRows(member.user.id)).toHaveLength(1);
  });

  it("one member's saves never touch another's draft", async () => {
    const [a, b] = await Promise.all([signedIn(), signedIn()]);
    await save(a.cookie, stepBody('organisation'));
    await save(b.cookie, stepBody('organisation', { ...ANSWERS.organisation, name: 'Other Ltd' }));
    expect((await getState(a.cookie)).body.draft.answers.organisation.name).toBe(ANSWERS.organisation.name);
    expect((await getState(b.cookie)).body.draft.answers.organisation.name).toBe('Other Ltd');
  });

  it('answers 503 with Retry-After while the database is unreachable; the saved draft is still there', async () => {
    const member = await signedIn();
    await save(member.cookie, stepBody('organisation'));
    const res = await whileDatabaseUnreachable(() => save(member.cookie, stepBody('values')));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(res.body.message).toMatch(/try again/i);
    const state = await getState(member.cookie);
    expect(state.body.draft).toMatchObject({ step: 2, answers: { organisation: ANSWERS.organisation } });
  });
});

describe('POST /api/member/brand-persona/submit', () => {
  it('401 when anonymous', async () => {
    expect((await submitDraft()).status).toBe(401);
  });

  it('409 when there is no draft', async () => {
    const member = await signedIn();
    const res = await submitDraft(member.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'conflict', message: 'There is no questionnaire in progress to submit' });
  });

  it('400 naming the steps still to complete; the draft stays as it was', async () => {
    const member = await signedIn();
    await save(member.cookie, stepBody('organisation'));
    await save(member.cookie, stepBody('voice'));
    const res = await submitDraft(member.cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation_failed',
      message: 'Complete every step before submitting',
      fieldErrors: {
        values: ['This step is not complete'],
        audiences: ['This step is not complete'],
        difference: ['This step is not complete'],
        look: ['This step is not complete'],
      },
    });
    const state = await getState(member.cookie);
    expect(state.body.versions).toEqual([]);
    expect(state.body.draft).toMatchObject({ step: 5, revision: 2 });
  });

  it('stores the complete draft as version 1, then 2; the draft is gone after each', async () => {
    const member = await signedIn();
    await saveAll(member.cookie);
    const first = await submitDraft(member.cookie);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ version: 1, answers: ANSWERS });
    expect(Date.parse(first.body.submittedAt)).not.toBeNaN();
    expect((await getState(member.cookie)).body).toEqual({
      draft: null,
      versions: [{ version: 1, submittedAt: first.body.submittedAt }],
    });
    expect((await submitDraft(member.cookie)).status).toBe(409);

    await saveAll(member.cookie);
    await save(member.cookie, stepBody('organisation', { ...ANSWERS.organisation, name: 'Harbour Lane Ltd' }));
    await save(member.cookie, stepBody('look'));
    const second = await submitDraft(member.cookie);
    expect(second.body.version).toBe(2);
    expect(second.body.answers.organisation.name).toBe('Harbour Lane Ltd');
    const state = await getState(member.cookie);
    expect(state.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await getVersion(member.cookie, '1')).body.answers.organisation.name).toBe(ANSWERS.organisation.name);
  });

  it('administrators can submit', async () => {
    const admin = await signedIn('admin');
    await saveAll(admin.cookie);
    expect((await submitDraft(admin.cookie)).status).toBe(201);
  });

  it('ten submissions at once store exactly one version; the others get 409', async () => {
    const member = await signedIn();
    await saveAll(member.cookie);
    const results = await Promise.all(Array.from({ length: 10 }, () => submitDraft(member.cookie)));
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409)).toHaveLength(9);
    expect((await getState(member.cookie)).body.versions).toHaveLength(1);
  });

  it('415 for a body that is not JSON', async () => {
    const member = await signedIn();
    await saveAll(member.cookie);
    const res = await call(submit, `${PATH}/submit`, {
      method: 'POST',
      cookie: member.cookie,
      rawBody: 'go',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect((await getState(member.cookie)).body.versions).toEqual([]);
  });
});

describe('earlier versions: GET /api/member/brand-persona/versions/{n} and POST .../reopen', () => {
  async function submitted() {
    const member = await signedIn();
    await saveAll(member.cookie);
    await submitDraft(member.cookie);
    return member;
  }

  it('401 when anonymous', async () => {
    expect((await getVersion(undefined, '1')).status).toBe(401);
    expect((await reopenVersion(undefined, '1')).status).toBe(401);
  });

  it("returns a member's own version; 404 for another member's, a missing one or a malformed number", async () => {
    const member = await submitted();
    const res = await getVersion(member.cookie, '1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 1, answers: ANSWERS });
    const other = await signedIn();
    for (const version of ['1', '2', 'abc', '0', '1.5']) {
      const missing = await getVersion(other.cookie, version);
      expect(missing.status, version).toBe(404);
      expect(missing.body).toEqual({ code: 'not_found', message: 'Version not found' });
    }
  });

  it('reopening copies a version into a new draft at step 1, replacing a draft in progress', async () => {
    const member = await submitted();
    await save(member.cookie, stepBody('organisation', { ...ANSWERS.organisation, name: 'Draft name' }));
    const res = await reopenVersion(member.cookie, '1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ step: 1, answers: ANSWERS });
    const state = await getState(member.cookie);
    expect(state.body.draft).toMatchObject({ step: 1, answers: ANSWERS });
    expect(state.body.versions).toHaveLength(1);
    expect(await draftRows(member.user.id)).toHaveLength(1);
    // The version itself is unchanged.
    expect((await getVersion(member.cookie, '1')).body.answers).toEqual(ANSWERS);
  });

  it("404 for a version that is not the member's, creating no draft", async () => {
    await submitted();
    const other = await signedIn();
    const res = await reopenVersion(other.cookie, '1');
    expect(res.status).toBe(404);
    expect(await draftRows(other.user.id)).toEqual([]);
  });
});

describe('the dashboard card', () => {
  it('reports not started, then the step in progress, then the date of the last submission', async () => {
    const member = await signedIn();
    const status = async () =>
      (await call(dashboard, '/api/member/dashboard', { cookie: member.cookie })).body.brandPersona;
    expect(await status()).toEqual({ status: 'not-started' });
    await save(member.cookie, stepBody('organisation'));
    await save(member.cookie, stepBody('values'));
    expect(await status()).toEqual({ status: 'in-progress', step: 3 });
    await saveAll(member.cookie);
    const version = await submitDraft(member.cookie);
    expect(await status()).toEqual({ status: 'completed', submittedAt: version.body.submittedAt });
    await reopenVersion(member.cookie, '1');
    expect(await status()).toEqual({ status: 'in-progress', step: 1 });
  });
});
