import type { PersonaOptions } from '../../../lib/brand-persona/types.ts';
import { COLOUR_PALETTE, LOOK_WORD_OPTIONS, PALETTE_COLOURS } from '../../../schemas/brand-persona-options.ts';
import ChoiceGroup from '../ChoiceGroup.tsx';
import OwnEntries from '../OwnEntries.tsx';
import { errorAt } from '../field-errors.ts';
import type { StepProps } from './step-props.ts';

interface Props extends StepProps<'look'> {
  colourNames: PersonaOptions['colours'];
}

const WORDS = LOOK_WORD_OPTIONS.map((word) => ({ value: word, label: word }));

/** Words and colours the organisation is associated with: ticked from lists or typed in. */
export default function LookStep({ value, onChange, errors, copy, colourNames }: Props) {
  const colours = PALETTE_COLOURS.map((id) => ({
    value: COLOUR_PALETTE[id],
    label: colourNames[id],
    swatch: COLOUR_PALETTE[id],
  }));
  const own = (field: 'ownWords' | 'ownColours', id: string, label: string, hint: string) => (
    <OwnEntries
      id={id}
      label={label}
      hint={hint}
      value={value[field]}
      onChange={(text) => onChange({ ...value, [field]: text })}
    />
  );
  return (
    <div className="space-y-8">
      <ChoiceGroup
        id="persona-look-words"
        legend={copy.wordsLabel}
        error={errorAt(errors, 'words')}
        choices={WORDS}
        checked={value.words}
        onChange={(words) => onChange({ ...value, words })}
      >
        {own('ownWords', 'persona-look-own-words', copy.ownWordsLabel, copy.ownWordsHint)}
      </ChoiceGroup>
      <ChoiceGroup
        id="persona-look-colours"
        legend={copy.coloursLabel}
        hint={copy.coloursHint}
        error={errorAt(errors, 'colours')}
        choices={colours}
        checked={value.colours}
        onChange={(checked) => onChange({ ...value, colours: checked })}
      >
        {own('ownColours', 'persona-look-own-colours', copy.ownColoursLabel, copy.ownColoursHint)}
      </ChoiceGroup>
    </div>
  );
}
