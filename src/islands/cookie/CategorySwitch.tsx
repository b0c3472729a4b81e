// One cookie category in the preferences dialog: a labelled, described switch.
import { Description, Field, Label, Switch } from '@headlessui/react';

interface Props {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  /** Shown beside the switch, e.g. 'Always on'. */
  note?: string;
  onChange?: (checked: boolean) => void;
}

export default function CategorySwitch({ label, description, checked, disabled = false, note, onChange }: Props) {
  return (
    <li className="py-3">
      <Field disabled={disabled} className="flex items-start justify-between gap-4">
        <div>
          <Label className="font-semibold text-slate-900">{label}</Label>
          <Description className="mt-1 text-small text-slate-700">{description}</Description>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {note && <span className="text-caption font-medium text-slate-700">{note}</span>}
          <Switch
            checked={checked}
            onChange={onChange}
            className="group relative inline-flex h-7 w-12 items-center rounded-full border-2 border-slate-500 bg-slate-200 transition-colors data-[checked]:border-brand-navy data-[checked]:bg-brand-navy data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70"
          >
            <span className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow ring-1 ring-slate-400 transition-transform group-data-[checked]:translate-x-5" />
          </Switch>
        </div>
      </Field>
    </li>
  );
}
