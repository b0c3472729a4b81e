import { PERSONA_LIMITS, SECTORS, SIZE_BANDS } from '../../../schemas/brand-persona-options.ts';
import type { PersonaOptions } from '../../../lib/brand-persona/types.ts';
import Field from '../../ui/Field.tsx';
import { errorAt } from '../field-errors.ts';
import type { StepProps } from './step-props.ts';

interface Props extends StepProps<'organisation'> {
  options: PersonaOptions;
}

/** Name, sector, size band and purpose. */
export default function OrganisationStep({ value, onChange, errors, copy, options }: Props) {
  const set = (field: keyof Props['value']) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field id="persona-name" label={copy.nameLabel} error={errorAt(errors, 'name')}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="organization"
              maxLength={PERSONA_LIMITS.name}
              value={value.name}
              onChange={set('name')}
            />
          )}
        </Field>
      </div>
      <Field id="persona-sector" label={copy.sectorLabel} error={errorAt(errors, 'sector')}>
        {(props) => (
          <select {...props} value={value.sector} onChange={set('sector')}>
            <option value="">{copy.sectorPlaceholder}</option>
            {SECTORS.map((id) => (
              <option key={id} value={id}>
                {options.sectors[id].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="persona-size" label={copy.sizeLabel} error={errorAt(errors, 'size')}>
        {(props) => (
          <select {...props} value={value.size} onChange={set('size')}>
            <option value="">{copy.sizePlaceholder}</option>
            {SIZE_BANDS.map((id) => (
              <option key={id} value={id}>
                {options.sizes[id].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field
          id="persona-purpose"
          label={copy.purposeLabel}
          hint={copy.purposeHint}
          error={errorAt(errors, 'purpose')}
        >
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={PERSONA_LIMITS.purpose}
              value={value.purpose}
              onChange={set('purpose')}
            />
          )}
        </Field>
      </div>
    </div>
  );
}
