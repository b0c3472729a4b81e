/** Full-screen spinner while the sign-in state loads (also what the static HTML shows first). */
export default function LoadingScreen({ label }: { label: string }) {
  return (
    <div role="status" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white">
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-slate-200 border-t-brand-ocean motion-reduce:animate-none"
      />
      <p className="text-lead font-medium text-slate-700">{label}</p>
    </div>
  );
}
