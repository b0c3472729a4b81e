// Automatic rotation through a fixed number of items (the case-study metrics banner, the floating stats
// banner). Pauses for any of several reasons (hover, focus, the visitor's choice) and never runs under
// prefers-reduced-motion: the item stays still until changed by hand.

export interface Rotator {
  readonly index: number;
  goTo(index: number): void;
  pause(reason: string): void;
  resume(reason: string): void;
  readonly running: boolean;
}

export function createRotator(options: {
  count: number;
  intervalMs: number;
  onChange: (index: number) => void;
}): Rotator {
  const { count, intervalMs, onChange } = options;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const reasons = new Set<string>(reducedMotion ? ['reduced-motion'] : []);
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  const goTo = (next: number) => {
    index = ((next % count) + count) % count;
    onChange(index);
  };
  const sync = () => {
    clearInterval(timer);
    timer = reasons.size === 0 && count > 1 ? setInterval(() => goTo(index + 1), intervalMs) : undefined;
  };
  sync();

  return {
    get index() {
      return index;
    },
    get running() {
      return timer !== undefined;
    },
    goTo(next) {
      goTo(next);
      sync();
    },
    pause(reason) {
      reasons.add(reason);
      sync();
    },
    resume(reason) {
      reasons.delete(reason);
      sync();
    },
  };
}
