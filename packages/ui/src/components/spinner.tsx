interface SpinnerProps {
  /** Read by screen readers; the caller passes it translated. */
  label: string;
  className?: string;
}

/** A polite live region, so assistive technology announces that something is loading. */
export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <div role="status" data-testid="spinner" className={`flex items-center justify-center ${className}`}>
      <SpinnerIcon className="size-8 text-indigo-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function SpinnerIcon({ className = '' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
