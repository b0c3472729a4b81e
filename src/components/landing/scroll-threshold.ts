/** Calls `onChange(past)` now and whenever the page's scroll crosses `threshold()` pixels (checked once per frame). */
export function onScrollPast(threshold: () => number, onChange: (past: boolean) => void): void {
  let past: boolean | undefined;
  let frame = 0;
  const check = () => {
    frame = 0;
    const now = window.scrollY > threshold();
    if (now !== past) onChange((past = now));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  check();
}
