import { voiceStep } from '../../../lib/brand-persona/archetype.ts';
import type { PersonaOptions } from '../../../lib/brand-persona/types.ts';
import { VOICE_AXES, VOICE_RANGE } from '../../../schemas/brand-persona-options.ts';
import type { StepProps } from './step-props.ts';

interface Props extends StepProps<'voice'> {
  options: PersonaOptions['voice'];
}

/** Four labelled sliders; under each, an example sentence that follows the slider. */
export default function VoiceStep({ value, onChange, copy, options }: Props) {
  return (
    <div className="space-y-8">
      {VOICE_AXES.map((axis) => {
        const axisCopy = options[axis];
        const position = voiceStep(value[axis]);
        const id = `persona-voice-${axis}`;
        return (
          <div key={axis}>
            <label htmlFor={id} className="block text-small font-semibold text-slate-900">
              {axisCopy.label}
            </label>
            <div className="mt-2 flex items-center gap-3 text-small text-slate-700">
              <span aria-hidden="true" className="w-24 text-right">
                {axisCopy.low}
              </span>
              <input
                id={id}
                type="range"
                min={VOICE_RANGE.min}
                max={VOICE_RANGE.max}
                step={VOICE_RANGE.step}
                value={value[axis]}
                aria-valuetext={axisCopy.levels[position]}
                aria-describedby={`${id}-example`}
                onChange={(event) => onChange({ ...value, [axis]: Number(event.target.value) })}
                className="h-2 flex-1 cursor-pointer accent-brand-ocean"
              />
              <span aria-hidden="true" className="w-24">
                {axisCopy.high}
              </span>
            </div>
            <p className="mt-1 text-center text-small font-medium text-brand-ocean">{axisCopy.levels[position]}</p>
            <output
              id={`${id}-example`}
              htmlFor={id}
              aria-live="polite"
              className="mt-2 block rounded-md bg-slate-100 px-4 py-3 text-slate-800"
            >
              <span className="font-semibold">{copy.exampleLabel}: </span>“{axisCopy.examples[position]}”
            </output>
          </div>
        );
      })}
    </div>
  );
}
