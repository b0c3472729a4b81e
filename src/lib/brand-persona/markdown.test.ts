import { describe, expect, it } from 'vitest';
import { ANSWERS } from '../../../tests/helpers/brand-persona.ts';
import { COMPOSITION, HEADINGS, OPTIONS } from '../../../tests/helpers/persona-copy.ts';
import { composePersona } from './compose.ts';
import { consultantHref, consultantMessage } from './consultant.ts';
import { escapeMarkdown, markdownFileName, personaMarkdown } from './markdown.ts';

const persona = composePersona(ANSWERS, OPTIONS, COMPOSITION);

describe('personaMarkdown', () => {
  const markdown = personaMarkdown(persona, HEADINGS, 'Version 1, submitted 22 Nov 2026');

  it('is a document with a title and a section per part of the persona', () => {
    expect(
      markdown.startsWith('# Brand persona: Harbour Lane Accountants\n\n_Version 1, submitted 22 Nov 2026_\n'),
    ).toBe(true);
    expect(markdown.match(/^## .+$/gm)).toEqual([
      '## Archetype',
      '## Positioning',
      '## Voice',
      '## Words to use',
      '## Words to avoid',
      '## Example lines',
      '## Values',
      '## Audiences',
      '## Look and feel',
    ]);
    expect(markdown).toContain('**The sage**: Summary of sage.');
    expect(markdown).toContain(persona.positioning);
    expect(markdown).toContain('- Axis formalCasual: formalCasual level 1 (20/100)');
    expect(markdown).toContain('- **Web page:** Web sage: Harbour Lane Accountants for Family business owners.');
    expect(markdown).toContain(
      '### Finance managers\n\n- Needs: Month-end help without delays\n- Fears: Errors that reach the board',
    );
    expect(markdown).toContain('- Colours: Colour navy (#0B1F3A), Colour gold (#C9A227), #F4EFE6');
    expect(markdown.endsWith('\n')).toBe(true);
  });

  it("keeps the member's text from turning into Markdown", () => {
    expect(escapeMarkdown('# *Big* [link](x) <b>\nnext')).toBe('\\# \\*Big\\* \\[link\\](x) \\<b\\> next');
    const odd = composePersona(
      { ...ANSWERS, organisation: { ...ANSWERS.organisation, name: '*Star* Ltd' } },
      OPTIONS,
      COMPOSITION,
    );
    expect(personaMarkdown(odd, HEADINGS, 'v1')).toContain('# Brand persona: \\*Star\\* Ltd');
  });
});

describe('markdownFileName', () => {
  it('names the file after the organisation and version', () => {
    expect(markdownFileName(persona, 2)).toBe('brand-persona-harbour-lane-accountants-v2.md');
    expect(markdownFileName({ name: 'Café & Co.' }, 1)).toBe('brand-persona-cafe-co-v1.md');
    expect(markdownFileName({ name: '***' }, 3)).toBe('brand-persona-v3.md');
  });
});

describe('Discuss with a consultant', () => {
  const template = 'About {name} ({sector}): {archetype}; values {values}; audiences {audiences}.';

  it('summarises the persona for the contact form', () => {
    expect(consultantMessage(persona, template, 'and')).toBe(
      'About Harbour Lane Accountants (Sector professional-services): The sage; values Integrity, Care and Plain speaking; audiences Family business owners and Finance managers.',
    );
  });

  it('opens the contact form on /public with the interest and the summary filled in', () => {
    const url = new URL(consultantHref(persona, template, 'and'), 'https://example.test');
    expect(url.pathname).toBe('/public');
    expect(url.hash).toBe('#contact');
    expect(url.searchParams.get('interest')).toBe('applications');
    expect(url.searchParams.get('message')).toBe(consultantMessage(persona, template, 'and'));
  });
});
