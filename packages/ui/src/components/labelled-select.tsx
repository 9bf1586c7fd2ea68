import { useId } from 'react';

interface LabelledSelectProps<V extends string> {
  label: string;
  /** Kept for screen readers only, where the row around it already says what the choice is. */
  hideLabel?: boolean;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
  /** The select's look: the caller's row decides its size and border. */
  className?: string;
}

/** A native select with its own label, for a list's filter or sort; the caller lays out the row. */
export function LabelledSelect<V extends string>({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  testId,
  className,
}: LabelledSelectProps<V>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-gray-900'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        data-testid={testId}
        // The options are the only values the select can hold, so the value is one of V.
        onChange={(event) => onChange(event.target.value as V)}
        className={className}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
