// The buttons of the banner and the dialog. Refusing is as prominent as accepting: every choice uses
// the same solid style; only Cancel is outlined.
import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  outline?: boolean;
}

const base =
  'min-h-11 whitespace-nowrap rounded-md border-2 border-brand-navy px-3 py-2 text-small font-semibold sm:px-4';

export default function ConsentButton({ outline = false, className = '', ...props }: Props) {
  const look = outline ? 'text-brand-navy hover:bg-slate-100' : 'bg-brand-navy text-white hover:bg-brand-ocean';
  return <button type="button" className={`${base} ${look} ${className}`} {...props} />;
}
