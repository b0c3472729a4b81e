// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CaseStudyExplorer from './CaseStudyExplorer.tsx';
import CaseStudyCard from './case-studies/CaseStudyCard.tsx';
import type { CaseStudiesCopy, CaseStudy } from './case-studies/types.ts';
import { CASE_STUDY_DETAILS_PATH, detailsJson } from './case-studies/details.ts';

const copy = {
  filterLabel: 'Filter by sector',
  filters: { all: 'All', healthcare: 'Healthcare', innovation: 'Innovation' },
  resultsCount: 'Showing {count} of {total} case studies',
  expandLabel: 'Read more',
  collapseLabel: 'Show less',
  resultsLabel: 'Results',
  detailsLabel: 'What we did',
  emptyText: 'None',
} as unknown as CaseStudiesCopy;

const study = (id: string, category: string) =>
  ({
    id,
    category,
    title: `Study ${id}`,
    client: 'A client',
    summary: 'Summary',
    description: 'Description',
    // As many metrics and details as the content schema asks for (the details file is checked against it).
    metrics: ['Metric', 'Second', 'Third'].map((label, n) => ({ value: String(n + 1), label: `${label} ${id}` })),
    details: ['Detail one', 'Detail two', 'Detail three'],
    order: 1,
  }) as unknown as CaseStudy;

const studies = [study('a', 'healthcare'), study('b', 'innovation'), study('c', 'healthcare')];
/** The island as the page has it: the server-rendered cards as its children. */
const renderExplorer = () =>
  render(
    <CaseStudyExplorer copy={copy}>
      <ul>
        {studies.map((caseStudy) => (
          <CaseStudyCard key={caseStudy.id} caseStudy={caseStudy} copy={copy} />
        ))}
      </ul>
    </CaseStudyExplorer>,
  );
const shown = () => [...document.querySelectorAll<HTMLElement>('[data-case-study]')].map((li) => !li.hidden);

// The details file as the site serves it.
const fetched: string[] = [];
beforeEach(() => {
  fetched.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return new Response(detailsJson(studies), { headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('CaseStudyExplorer', () => {
  it('filters the cards, announces the count, collapses a hidden card and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    renderExplorer();
    expect(shown()).toEqual([true, true, true]);
    expect(screen.getByRole('status').textContent).toBe('');

    expect(screen.queryByText('Metric a', { selector: 'dt' })).toBeNull();
    await user.click(screen.getAllByText('Read more')[0]!);
    expect(document.querySelector('#case-study-a details')).toHaveProperty('open', true);
    // The open card's text comes from the details file, fetched once, rendered into its body.
    expect(await screen.findByText('Metric a', { selector: 'dt' })).toBeTruthy();
    expect(document.querySelector('#case-study-a [data-case-study-body]')?.textContent).toContain('Description');
    expect(fetched).toEqual([CASE_STUDY_DETAILS_PATH]);

    await user.click(screen.getByRole('button', { name: 'Innovation' }));
    expect(shown()).toEqual([false, true, false]);
    expect(screen.getByRole('button', { name: 'Innovation' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('details[open]')).toBeNull();
    expect(location.search).toBe('?category=innovation');
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 case studies');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(shown()).toEqual([true, true, true]);
    expect(location.search).toBe('');
  });

  it('applies a shared link on arrival and follows back and forward', async () => {
    history.replaceState(null, '', '/?category=healthcare#case-studies');
    renderExplorer();
    expect(await screen.findByRole('button', { name: 'Healthcare', pressed: true })).toBeTruthy();
    expect(shown()).toEqual([true, false, true]);

    history.replaceState(null, '', '/?category=innovation');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('button', { name: 'Innovation', pressed: true })).toBeTruthy();
    expect(shown()).toEqual([false, true, false]);
  });
});
