import { lazy, Suspense, useEffect, useState } from 'react';
import type { ModalProps } from './ModalDialog.tsx';

// Headless UI's dialog is fetched when a dialog first opens: the panels that offer several (user management)
// do not load or run it with the page.
const ModalDialog = lazy(() => import('./ModalDialog.tsx'));

/**
 * A dialog (see ModalDialog) that loads on first opening and then stays mounted, so it can close as usual.
 * Headless UI returns focus to the control focused before the dialog opened, from a record it keeps only
 * once loaded; so the control that opened this one is noted here, and focused on close if focus was left
 * nowhere.
 */
export default function Modal(props: ModalProps) {
  const [loaded, setLoaded] = useState(props.open);
  const [wasOpen, setWasOpen] = useState(props.open);
  const [opener, setOpener] = useState<Element | null>(null);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) {
      setLoaded(true);
      setOpener(document.activeElement);
    }
  }

  useEffect(() => {
    if (props.open || !(opener instanceof HTMLElement)) return;
    // After Headless UI's own return of focus, which wins whenever it knew the opener.
    const frame = requestAnimationFrame(() => {
      if (opener.isConnected && (document.activeElement === document.body || !document.activeElement)) opener.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [props.open, opener]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
