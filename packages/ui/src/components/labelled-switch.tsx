import { type ReactNode, useId } from 'react';

interface LabelledSwitchProps {
  label: string;
  /** What being on means, read with the switch (its description). */
  description: ReactNode;
  checked: boolean;
  /** A change being saved: further clicks wait for it, the switch stays focusable. */
  busy?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

/**
 * An on/off setting saved the moment it is flipped: a checkbox with the switch role (Space toggles
 * it), its label and, under it, what it means: the e-mail preferences, the portal's directory
 * switches.
 */
export function LabelledSwitch({
  label,
  description,
  checked,
  busy = false,
  onChange,
  testId,
}: LabelledSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <div id={`${id}-description`} className="mt-0.5 text-sm text-gray-700">
          {description}
        </div>
      </div>
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          data-testid={testId}
          checked={checked}
          // Said outright for the switch role, always the same as `checked`.
          aria-checked={checked}
          aria-busy={busy || undefined}
          aria-describedby={`${id}-description`}
          onChange={(event) => {
            if (!busy) onChange(event.target.checked);
          }}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-gray-500 transition-colors checked:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 aria-busy:cursor-wait forced-colors:appearance-auto"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5 forced-colors:hidden"
        />
      </span>
    </div>
  );
}
