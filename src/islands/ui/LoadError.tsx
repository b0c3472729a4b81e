import { useReadingCopy } from '../data/reading.tsx';

/**
 * Shown when a member page cannot load for a reason other than being signed out (the API unreachable or
 * failing): a plain line in the page's flow, so the frame and every control that needs no data stay
 * usable; Retry loads the page again.
 */
export default function LoadError({ text }: { text: string }) {
  const { retry } = useReadingCopy();
  return (
    <p role="alert" className="mt-4 text-red-700">
      {text}{' '}
      <button type="button" onClick={() => window.location.reload()} className="font-semibold underline">
        {retry}
      </button>
    </p>
  );
}
