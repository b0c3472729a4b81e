// The archetype rule: each archetype has a typical position on the four voice sliders; a persona gets
// the archetype nearest to its own sliders (squared distance; on a tie, the first in ARCHETYPES).
import { ARCHETYPES, VOICE_AXES, type ArchetypeId, type VoiceAxis } from '../../schemas/brand-persona-options.ts';

export type VoicePosition = Record<VoiceAxis, number>;

/** 0 = formal, serious, traditional, reserved; 100 = casual, playful, innovative, bold. */
export const ARCHETYPE_POSITIONS: Record<ArchetypeId, VoicePosition> = {
  sage: { formalCasual: 20, seriousPlayful: 15, traditionalInnovative: 45, reservedBold: 25 },
  ruler: { formalCasual: 10, seriousPlayful: 10, traditionalInnovative: 20, reservedBold: 75 },
  caregiver: { formalCasual: 60, seriousPlayful: 30, traditionalInnovative: 30, reservedBold: 15 },
  everyperson: { formalCasual: 80, seriousPlayful: 45, traditionalInnovative: 40, reservedBold: 35 },
  jester: { formalCasual: 90, seriousPlayful: 90, traditionalInnovative: 60, reservedBold: 75 },
  explorer: { formalCasual: 70, seriousPlayful: 55, traditionalInnovative: 80, reservedBold: 60 },
  creator: { formalCasual: 55, seriousPlayful: 65, traditionalInnovative: 90, reservedBold: 40 },
  hero: { formalCasual: 35, seriousPlayful: 20, traditionalInnovative: 65, reservedBold: 90 },
};

function distance(a: VoicePosition, b: VoicePosition): number {
  return VOICE_AXES.reduce((sum, axis) => sum + (a[axis] - b[axis]) ** 2, 0);
}

export function chooseArchetype(voice: VoicePosition): ArchetypeId {
  let best: ArchetypeId = ARCHETYPES[0];
  for (const id of ARCHETYPES) {
    if (distance(voice, ARCHETYPE_POSITIONS[id]) < distance(voice, ARCHETYPE_POSITIONS[best])) best = id;
  }
  return best;
}

/** Which of a slider's five readings (levels, example sentences) a value falls on: 0-4. */
export function voiceStep(value: number): 0 | 1 | 2 | 3 | 4 {
  return Math.min(4, Math.max(0, Math.round(value / 25))) as 0 | 1 | 2 | 3 | 4;
}

/** Near an end of a slider (within 30 of it), or in the middle. */
export function voiceEnd(value: number): 'low' | 'high' | null {
  if (value <= 30) return 'low';
  if (value >= 70) return 'high';
  return null;
}
