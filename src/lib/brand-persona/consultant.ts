// 'Discuss with a consultant': the contact form on the landing page, with the interest chosen and a
// summary of the persona as the drafted message.
import { contactHref } from '../contact-link.ts';
import { fill } from '../template.ts';
import { joinList } from './compose.ts';
import type { Persona } from './types.ts';

/** The service of interest the enquiry is filed under. */
export const CONSULTANT_INTEREST = 'applications';

/** `template`'s {name}, {sector}, {archetype}, {values} and {audiences} are filled in from the persona. */
export function consultantMessage(persona: Persona, template: string, and: string): string {
  return fill(template, {
    name: persona.name,
    sector: persona.sector,
    archetype: persona.archetype.name,
    values: joinList(persona.values, and),
    audiences: joinList(
      persona.audiences.map((audience) => audience.name),
      and,
    ),
  });
}

/** The landing page at /public (at / a signed-in member gets the dashboard), with the form prefilled. */
export function consultantHref(persona: Persona, template: string, and: string): string {
  return contactHref(CONSULTANT_INTEREST, consultantMessage(persona, template, and), '/public');
}
