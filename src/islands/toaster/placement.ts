// Where a toast goes: at the top of the window, unless there it would cover the control that raised it
// (the button just pressed, or the element holding focus), in which case at the bottom.

export type ToastEdge = 'top' | 'bottom';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** `atTop`: where the toast is, or would be, when shown at the top edge. */
export function toastEdge(control: Box | null, atTop: Box): ToastEdge {
  return control && overlaps(control, atTop) ? 'bottom' : 'top';
}

/** The control that raised a toast: the last element pressed if still on the page, else the focus. */
export function raisingControl(lastPressed: Element | null): Element | null {
  if (lastPressed?.isConnected) return lastPressed;
  const focused = document.activeElement;
  return focused && focused !== document.body ? focused : null;
}
