import { fill } from '../../../lib/template.ts';
import { PERSONA_LIMITS } from '../../../schemas/brand-persona-options.ts';
import Field from '../../ui/Field.tsx';
import { errorAt } from '../field-errors.ts';
import type { StepProps } from './step-props.ts';

type Props = StepProps<'difference'>;

/** Up to three competitors, what the organisation does better, and proof points one per line. */
export default function DifferenceStep({ value, onChange, errors, copy }: Props) {
  const competitorsError = errors.competitors;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-small font-semibold text-slate-900">{copy.competitorsLabel}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          {value.competitors.map((competitor, index) => (
            <Field
              key={index}
              id={`persona-competitor-${index}`}
              label={fill(copy.competitorLabel, { number: index + 1 })}
              error={errorAt(errors, `competitors.${index}`)}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  maxLength={PERSONA_LIMITS.competitor}
                  value={competitor}
                  onChange={(event) =>
                    onChange({
                      ...value,
                      competitors: value.competitors.map((c, i) => (i === index ? event.target.value : c)),
                    })
                  }
                />
              )}
            </Field>
          ))}
        </div>
        {competitorsError && <p className="mt-2 text-small font-medium text-red-700">{competitorsError}</p>}
      </fieldset>
      <Field id="persona-better" label={copy.betterLabel} hint={copy.betterHint} error={errorAt(errors, 'better')}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={PERSONA_LIMITS.better}
            value={value.better}
            onChange={(event) => onChange({ ...value, better: event.target.value })}
          />
        )}
      </Field>
      <Field id="persona-proof" label={copy.proofLabel} hint={copy.proofHint} error={errorAt(errors, 'proof')}>
        {(props) => (
          <textarea
            {...props}
            rows={4}
            value={value.proof}
            onChange={(event) => onChange({ ...value, proof: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
