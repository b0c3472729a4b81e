import { outlineButton } from '../../ui/buttons.ts';
import { useEffect, useRef } from 'react';
import { fill } from '../../../lib/template.ts';
import { PERSONA_LIMITS } from '../../../schemas/brand-persona-options.ts';
import Field from '../../ui/Field.tsx';
import { errorAt } from '../field-errors.ts';
import { EMPTY_AUDIENCE, type AudienceForm } from '../form-values.ts';
import type { StepProps } from './step-props.ts';

type Props = StepProps<'audiences'>;

/** One to three audiences, each with who they are, what they need and what they fear. */
export default function AudiencesStep({ value, onChange, errors, copy }: Props) {
  const { groups } = value;
  const focusGroup = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // After adding an audience, start typing in it; after removing one, land on a control that remains.
    if (focusGroup.current === null) return;
    const target = document.getElementById(`persona-audience-${focusGroup.current}-name`) ?? addButton.current;
    focusGroup.current = null;
    target?.focus();
  }, [groups.length]);

  const update = (index: number, field: keyof AudienceForm, text: string) =>
    onChange({ groups: groups.map((group, i) => (i === index ? { ...group, [field]: text } : group)) });
  const add = () => {
    focusGroup.current = groups.length;
    onChange({ groups: [...groups, EMPTY_AUDIENCE] });
  };
  const remove = (index: number) => {
    focusGroup.current = Math.max(0, index - 1);
    onChange({ groups: groups.filter((_, i) => i !== index) });
  };
  const groupError = errors.groups;

  return (
    <div className="space-y-6">
      {groups.map((group, index) => {
        const number = index + 1;
        const field = (name: keyof AudienceForm, label: string, hint?: string) => (
          <Field
            id={`persona-audience-${index}-${name}`}
            label={label}
            hint={hint}
            error={errorAt(errors, `groups.${index}.${name}`)}
          >
            {(props) =>
              name === 'name' ? (
                <input
                  {...props}
                  type="text"
                  maxLength={PERSONA_LIMITS.audienceName}
                  value={group.name}
                  onChange={(event) => update(index, 'name', event.target.value)}
                />
              ) : (
                <textarea
                  {...props}
                  rows={2}
                  maxLength={PERSONA_LIMITS.audienceText}
                  value={group[name]}
                  onChange={(event) => update(index, name, event.target.value)}
                />
              )
            }
          </Field>
        );
        return (
          <fieldset key={index} className="space-y-4 rounded-lg border border-slate-300 p-4">
            <legend className="px-1 text-body font-semibold text-brand-navy">
              {fill(copy.groupLabel, { number })}
            </legend>
            {field('name', copy.nameLabel, copy.nameHint)}
            {field('needs', copy.needsLabel)}
            {field('fears', copy.fearsLabel)}
            {groups.length > PERSONA_LIMITS.audiences.min && (
              <button type="button" onClick={() => remove(index)} className={outlineButton}>
                {fill(copy.remove, { number })}
              </button>
            )}
          </fieldset>
        );
      })}
      {groupError && <p className="text-small font-medium text-red-700">{groupError}</p>}
      {groups.length < PERSONA_LIMITS.audiences.max && (
        <button ref={addButton} type="button" onClick={add} className={outlineButton}>
          {copy.add}
        </button>
      )}
    </div>
  );
}
