import { useReadingCopy } from '../data/reading.tsx';

/** Shown when a member page cannot load for a reason other than being signed out; Retry loads it again. */
export default function LoadError({ text }: { text: string }) {
  const { retry } = useReadingCopy();
  return (
    <div
      role="alert"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white px-6 text-center"
    >
      <p className="max-w-md text-lead text-slate-800">{text}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-md bg-brand-navy px-4 py-2 font-semibold text-white hover:bg-brand-ocean"
      >
        {retry}
      </button>
    </div>
  );
}
