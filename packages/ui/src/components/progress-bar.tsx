interface ProgressBarProps {
  value: number;
  min?: number;
  max?: number;
  /** Its name: a label of its own, or the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** Said instead of the bare number ('Step 2 of 8'). */
  valueText?: string;
  /** The filled part's colour and motion. */
  barClassName?: string;
  /** The track's spacing. */
  className?: string;
  testId?: string;
}

/** A thin rounded bar filled to value/max: completion, upload, wizard steps. */
export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  labelledBy,
  valueText,
  barClassName = 'bg-indigo-700 transition-[width]',
  className = '',
  testId,
}: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      data-testid={testId}
      className={`h-2.5 overflow-hidden rounded-full bg-gray-200 ${className}`}
    >
      <div
        className={`h-full rounded-full ${barClassName}`}
        style={{ width: `${Math.round((value / max) * 100)}%` }}
      />
    </div>
  );
}
