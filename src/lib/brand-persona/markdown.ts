// The persona as a Markdown document (the result page's 'Download as Markdown'), and its file name.
import { fill } from '../template.ts';
import type { Persona, PersonaHeadings } from './types.ts';

/** Member text cannot start a heading, a list or a link, or turn into emphasis. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, (char) => `\\${char}`).replace(/\s*\n\s*/g, ' ');
}

/** 'Harbour Lane Accountants' -> 'brand-persona-harbour-lane-accountants-v2.md'. */
export function markdownFileName(persona: Pick<Persona, 'name'>, version: number): string {
  const slug = persona.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `brand-persona${slug ? `-${slug}` : ''}-v${version}.md`;
}

/** `subtitle` is a line under the title, e.g. 'Version 2, submitted 22 Nov 2026'. */
export function personaMarkdown(persona: Persona, headings: PersonaHeadings, subtitle: string): string {
  const e = escapeMarkdown;
  const list = (items: readonly string[]) => items.map((item) => `- ${e(item)}`);
  const lines = [
    `# ${e(fill(headings.title, { name: persona.name }))}`,
    '',
    `_${e(subtitle)}_`,
    '',
    `## ${headings.archetype}`,
    '',
    `**${e(persona.archetype.name)}**: ${e(persona.archetype.summary)}`,
    '',
    `## ${headings.positioning}`,
    '',
    e(persona.positioning),
    '',
    `## ${headings.voice}`,
    '',
    ...persona.voice.map((v) => `- ${e(v.label)}: ${e(v.level)} (${v.value}/100)`),
    '',
    `## ${headings.wordsToUse}`,
    '',
    persona.wordsToUse.map(e).join(', '),
    '',
    `## ${headings.wordsToAvoid}`,
    '',
    persona.wordsToAvoid.map(e).join(', '),
    '',
    `## ${headings.lines}`,
    '',
    `- **${headings.web}:** ${e(persona.lines.web)}`,
    `- **${headings.email}:** ${e(persona.lines.email)}`,
    `- **${headings.social}:** ${e(persona.lines.social)}`,
    '',
    `## ${headings.values}`,
    '',
    ...list(persona.values),
    '',
    `## ${headings.audiences}`,
    '',
    ...persona.audiences.flatMap((audience) => [
      `### ${e(audience.name)}`,
      '',
      `- ${headings.needs}: ${e(audience.needs)}`,
      `- ${headings.fears}: ${e(audience.fears)}`,
      '',
    ]),
    `## ${headings.look}`,
    '',
    `- ${headings.lookWords}: ${persona.lookWords.map(e).join(', ')}`,
    `- ${headings.colours}: ${persona.swatches.map((s) => (s.name ? `${e(s.name)} (${s.hex})` : s.hex)).join(', ')}`,
    '',
  ];
  return lines.join('\n');
}
