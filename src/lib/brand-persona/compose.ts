// Composes a brand persona from a submitted questionnaire, by fixed rules and the copy passed in: the same
// answers and copy always give the same persona, in the browser or in a test.
import { COLOUR_PALETTE, PALETTE_COLOURS, VALUE_OPTIONS, VOICE_AXES } from '../../schemas/brand-persona-options.ts';
import type { PersonaAnswers } from '../../schemas/brand-persona.ts';
import { fill } from '../template.ts';
import { chooseArchetype, voiceEnd, voiceStep } from './archetype.ts';
import type { CompositionCopy, Persona, PersonaOptions, Swatch } from './types.ts';

export const MAX_WORDS_TO_USE = 12;
export const MAX_WORDS_TO_AVOID = 10;

/** 'a', 'a and b', 'a, b and c' (no serial comma, as in British usage). */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** Text as a sentence: a full stop added unless it already ends with punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…"”’)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A list item inside a sentence: without its own closing punctuation. */
function bare(text: string): string {
  return text.trim().replace(/[\s.!?;,:]+$/, '');
}

/** Values from the list read as ordinary words mid-sentence ('integrity'); the member's own stay as typed. */
export function valueWord(value: string): string {
  return (VALUE_OPTIONS as readonly string[]).includes(value) ? value.toLowerCase() : value;
}

/** Case-insensitively distinct, in first-seen order, at most `max`. */
function distinct(words: readonly string[], max: number, exclude: readonly string[] = []): string[] {
  const seen = new Set(exclude.map((word) => word.toLowerCase()));
  const result: string[] = [];
  for (const word of words) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(word);
    if (result.length === max) break;
  }
  return result;
}

export function swatches(colours: readonly string[], names: PersonaOptions['colours']): Swatch[] {
  return colours.map((hex) => {
    const palette = PALETTE_COLOURS.find((id) => COLOUR_PALETTE[id] === hex.toUpperCase());
    return { hex: hex.toUpperCase(), name: palette ? names[palette] : null };
  });
}

/**
 * The persona:
 * - archetype: the one nearest the four voice sliders (see archetype.ts);
 * - positioning: one paragraph from the positioning templates, in order (the proof sentence only with proof
 *   points, the competitors only when named);
 * - words to use: the member's values, the archetype's words, then those of each slider near one end;
 *   words to avoid likewise, never repeating a word to use;
 * - example lines: the archetype's, filled with the organisation, its first audience and first value;
 * - swatches: the chosen colours, named when they come from the palette.
 */
export function composePersona(answers: PersonaAnswers, options: PersonaOptions, copy: CompositionCopy): Persona {
  const { organisation, values, audiences, voice, difference, look } = answers;
  const archetypeId = chooseArchetype(voice);
  const archetype = copy.archetypes[archetypeId];
  const sector = options.sectors[organisation.sector];
  const size = options.sizes[organisation.size];
  const valueWords = values.chosen.map(valueWord);
  const t = copy.positioning;

  const positioning = [
    fill(t.intro, { name: organisation.name, size: size.phrase, sector: sector.phrase }),
    fill(t.purpose, { purpose: asSentence(organisation.purpose) }),
    fill(t.audiences, {
      audiences: joinList(
        audiences.groups.map((group) => bare(group.name)),
        copy.and,
      ),
    }),
    fill(t.values, { values: joinList(valueWords, copy.and) }),
    difference.competitors.length
      ? fill(t.differenceFrom, {
          competitors: joinList(difference.competitors.map(bare), copy.and),
          better: asSentence(difference.better),
        })
      : fill(t.difference, { better: asSentence(difference.better) }),
    difference.proof.length ? fill(t.proof, { proof: joinList(difference.proof.map(bare), copy.and) }) : '',
    fill(t.voice, { voice: archetype.voice, archetype: archetype.name }),
  ]
    .filter(Boolean)
    .join(' ');

  const ends = VOICE_AXES.flatMap((axis) => {
    const end = voiceEnd(voice[axis]);
    return end ? [copy.axisWords[axis][end]] : [];
  });
  const wordsToUse = distinct([...valueWords, ...archetype.words.use, ...ends.flatMap((e) => e.use)], MAX_WORDS_TO_USE);
  const wordsToAvoid = distinct(
    [...archetype.words.avoid, ...ends.flatMap((e) => e.avoid)],
    MAX_WORDS_TO_AVOID,
    wordsToUse,
  );

  const placeholders = {
    name: organisation.name,
    audience: bare(audiences.groups[0]!.name),
    value: valueWords[0]!,
    sector: sector.phrase,
  };

  return {
    name: organisation.name,
    sector: sector.label,
    size: size.label,
    purpose: organisation.purpose,
    archetype: { id: archetypeId, name: archetype.name, summary: archetype.summary },
    voice: VOICE_AXES.map((axis) => {
      const axisCopy = options.voice[axis];
      return {
        axis,
        label: axisCopy.label,
        low: axisCopy.low,
        high: axisCopy.high,
        value: voice[axis],
        level: axisCopy.levels[voiceStep(voice[axis])],
      };
    }),
    positioning,
    wordsToUse,
    wordsToAvoid,
    lines: {
      web: fill(archetype.lines.web, placeholders),
      email: fill(archetype.lines.email, placeholders),
      social: fill(archetype.lines.social, placeholders),
    },
    values: values.chosen,
    audiences: audiences.groups,
    competitors: difference.competitors,
    better: difference.better,
    proof: difference.proof,
    lookWords: look.words,
    swatches: swatches(look.colours, options.colours),
  };
}
