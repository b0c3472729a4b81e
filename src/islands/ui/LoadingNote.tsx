/**
 * While a member page's own data loads, its frame is already drawn: this says so to screen readers (a
 * polite status), and takes no space on screen.
 */
export default function LoadingNote({ text }: { text: string }) {
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}
