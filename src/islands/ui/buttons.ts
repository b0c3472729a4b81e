// The islands' button styles, as class lists for <button> and <a>: one look per role, everywhere.

const base = 'inline-flex items-center justify-center rounded-md font-semibold';

/** The main action of a form, a panel or a dialog. */
export const primaryButton = `${base} bg-brand-navy px-4 py-2 text-small text-white hover:bg-brand-ocean disabled:cursor-wait disabled:opacity-80`;
/** A lesser action beside it (Cancel, Download, Sign out everywhere else). */
export const secondaryButton = `${base} border border-slate-400 bg-white px-4 py-2 text-small text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70`;
/** An action that deletes or turns something off. */
export const dangerButton = `${base} bg-red-700 px-4 py-2 text-small text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-80`;
/** The one full-width button of a sign-in-style form (sign in, register, reset, confirm). */
export const submitButton = `${base} w-full bg-brand-navy px-4 py-2.5 text-white hover:bg-brand-ocean disabled:cursor-wait disabled:opacity-80`;
/** The questionnaire's step buttons (Next, Back), larger for a long form. */
export const stepButton = `${base} bg-brand-navy px-5 py-2.5 text-white hover:bg-brand-ocean disabled:cursor-wait disabled:opacity-80`;
export const stepSecondaryButton = `${base} border border-slate-400 bg-white px-5 py-2.5 text-slate-800 hover:bg-slate-100 disabled:opacity-60`;
/** A small outlined button that adds or removes a row of a list (an audience). */
export const outlineButton =
  'rounded-md border border-brand-ocean px-3 py-1.5 text-small font-semibold text-brand-ocean hover:bg-brand-ocean/10';
