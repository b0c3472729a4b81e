/**
 * Stands in for a word or line that belongs to the signed-in member (their name, a date) until it is known:
 * a faint bar one line high, so the text that replaces it takes the same space (nothing moves).
 */
export default function Pending({ width = 'w-[8ch]' }: { width?: string }) {
  return (
    <span aria-hidden="true" className={`inline-block ${width} max-w-full rounded bg-current opacity-15`}>
      {'\u00a0'}
    </span>
  );
}
