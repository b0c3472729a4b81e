import { fill } from '../../../lib/template.ts';
import { PERSONA_LIMITS, VALUE_OPTIONS } from '../../../schemas/brand-persona-options.ts';
import ChoiceGroup from '../ChoiceGroup.tsx';
import OwnEntries from '../OwnEntries.tsx';
import { errorAt } from '../field-errors.ts';
import { answersFromForm } from '../form-values.ts';
import type { StepProps } from './step-props.ts';

type Props = StepProps<'values'>;

const CHOICES = VALUE_OPTIONS.map((value) => ({ value, label: value }));

/** Three to five values: ticked from the list or typed in. */
export default function ValuesStep({ value, onChange, errors, copy }: Props) {
  const count = (answersFromForm('values', value) as { chosen: string[] }).chosen.length;
  return (
    <ChoiceGroup
      id="persona-values"
      legend={copy.listLabel}
      error={errorAt(errors, 'chosen')}
      choices={CHOICES}
      checked={value.checked}
      onChange={(checked) => onChange({ ...value, checked })}
    >
      <OwnEntries
        id="persona-values-own"
        label={copy.ownLabel}
        hint={copy.ownHint}
        value={value.own}
        onChange={(own) => onChange({ ...value, own })}
      />
      <p role="status" className="mt-3 text-small font-semibold text-brand-ocean">
        {fill(copy.chosenCount, { count, max: PERSONA_LIMITS.values.max })}
      </p>
    </ChoiceGroup>
  );
}
