import { describe, expect, it } from 'vitest';
import { brandPersonaLaunch } from './brand-persona-launch.ts';

const copy = {
  notStarted: 'Not started',
  inProgress: 'In progress (step {step} of {total})',
  completed: 'Completed on {date}',
} as const;

describe('the Brand Persona card', () => {
  it('not started: launches the questionnaire', () => {
    expect(brandPersonaLaunch({ status: 'not-started' }, copy)).toEqual({
      status: 'Not started',
      href: '/questionnaire',
    });
  });

  it('in progress: names the step and resumes the questionnaire', () => {
    expect(brandPersonaLaunch({ status: 'in-progress', step: 3 }, copy)).toEqual({
      status: 'In progress (step 3 of 6)',
      href: '/questionnaire',
    });
  });

  it('completed: the date in the member locale, and launches the result', () => {
    expect(brandPersonaLaunch({ status: 'completed', submittedAt: '2026-11-22T10:00:00.000Z' }, copy, 'en-GB')).toEqual(
      {
        status: 'Completed on 22 Nov 2026',
        href: '/questionnaire/result',
      },
    );
  });
});
