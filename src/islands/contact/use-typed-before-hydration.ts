// The form is server-rendered and hydrates when it scrolls into view: a visitor may start typing first.
// On hydration whatever the fields hold is taken into the form's state (nothing typed is lost), and
// `ready` turns true; until then the submit button stays disabled, so the browser never submits the
// unhydrated form natively (which would put the enquiry in the address bar).
import { useEffect, useState, type RefObject } from 'react';

export function useTypedBeforeHydration<T extends Record<string, string>>(
  form: RefObject<HTMLFormElement | null>,
  fields: readonly (keyof T & string)[],
  keep: (typed: Partial<T>) => void,
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = form.current;
    if (element) {
      const typed: Partial<T> = {};
      for (const field of fields) {
        const control = element.elements.namedItem(field) as HTMLInputElement | null;
        if (control?.value) typed[field] = control.value as T[typeof field];
      }
      if (Object.keys(typed).length) keep(typed);
    }
    setReady(true);
  }, []); // once, on hydration
  return ready;
}
