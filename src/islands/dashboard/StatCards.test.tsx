// @vitest-environment jsdom
// The Account Status card says the account as it is, and claims nothing when the summary could not be read.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import type { DashboardSummary } from '../../schemas/member-dashboard.ts';
import type { DashboardCopy } from './copy.ts';
import StatCards from './StatCards.tsx';

const copy: DashboardCopy['stats'] = parse(readFileSync('src/content/pages/dashboard.yaml', 'utf8')).stats;
const summary: DashboardSummary = {
  applicationCount: 11,
  earlyAccess: [],
  emailVerified: true,
  twoFactorEnabled: false,
  previousLoginAt: null,
  brandPersona: { status: 'not-started' },
};

const accountStatus = () => screen.getAllByRole('definition')[1]!.textContent;

afterEach(cleanup);

describe('the Account Status card', () => {
  it('says whether the e-mail address is verified and whether two-factor sign-in is on', () => {
    render(<StatCards copy={copy} applicationCount={11} summary={summary} />);
    expect(accountStatus()).toBe('E-mail verifiedTwo-factor sign-in off');
    cleanup();
    render(
      <StatCards
        copy={copy}
        applicationCount={11}
        summary={{ ...summary, emailVerified: false, twoFactorEnabled: true }}
      />,
    );
    expect(accountStatus()).toBe('E-mail not verifiedTwo-factor sign-in on');
  });

  it('claims nothing while reading, nor when the read failed', () => {
    render(<StatCards copy={copy} applicationCount={11} summary={undefined} />);
    expect(accountStatus()).toBe('…');
    cleanup();
    render(<StatCards copy={copy} applicationCount={11} summary={null} />);
    expect(accountStatus()).toBe('');
    expect(screen.queryByText(/Active|verified|Two-factor/)).toBeNull();
  });
});
