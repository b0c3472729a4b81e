import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click outside, and by the caller's Cancel button. */
  onClose: () => void;
  title: string;
  description: string;
  role?: 'dialog' | 'alertdialog';
  /** 'sheet': wider, at the foot of a phone's screen, and above the cookie banner (the cookie preferences). */
  placement?: 'centre' | 'sheet';
  children: ReactNode;
}

const PLACEMENTS = {
  centre: { layer: 'z-50', align: 'items-center', width: 'max-w-lg' },
  sheet: { layer: 'z-[70]', align: 'items-end sm:items-center', width: 'max-w-xl' },
} as const;

/**
 * A Headless UI dialog: focus moves in (to the element marked data-autofocus), Tab stays inside, Escape
 * closes, focus returns on close. Most callers use Modal, which fetches this when first opened.
 */
export default function ModalDialog(props: ModalProps) {
  const { open, onClose, title, description, role = 'dialog', placement = 'centre', children } = props;
  const { layer, align, width } = PLACEMENTS[placement];
  return (
    <Dialog open={open} onClose={onClose} role={role} className={`fixed inset-0 ${layer} overflow-y-auto`}>
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      {/* min-h-full on the row, not centring on the scroller: a panel taller than the screen scrolls to its top. */}
      <div className={`relative flex min-h-full ${align} justify-center p-4`}>
        <DialogPanel className={`relative w-full ${width} rounded-xl bg-white p-6 text-slate-900 shadow-xl`}>
          <DialogTitle className="text-h3 text-brand-navy">{title}</DialogTitle>
          <Description className="mt-2 text-small text-slate-700">{description}</Description>
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
