import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click outside, and by the caller's Cancel button. */
  onClose: () => void;
  title: string;
  description: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A Headless UI dialog: focus moves in (to the element marked data-autofocus), Tab stays inside, Escape
 * closes, focus returns on close.
 */
export default function Modal({ open, onClose, title, description, role = 'dialog', children }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} role={role} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-h3 text-brand-navy">{title}</DialogTitle>
          <Description className="mt-2 text-small text-slate-700">{description}</Description>
          <div className="mt-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
