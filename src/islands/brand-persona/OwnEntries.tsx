import Field from '../ui/Field.tsx';

interface OwnEntriesProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/** Room for the member's own entries beside a list of choices: one text box, separated by commas. */
export default function OwnEntries({ id, label, hint, value, onChange }: OwnEntriesProps) {
  return (
    <div className="mt-5">
      <Field id={id} label={label} hint={hint}>
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={250}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
