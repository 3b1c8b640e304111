/** A loading state that says what is loading (for screen readers too). */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-4 text-slate-700">
      <span
        aria-hidden="true"
        className="inline-block size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      {label}
    </div>
  )
}
