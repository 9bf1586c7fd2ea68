import { controlClassName, FormField } from './form-field';

interface FormSelectProps<V extends string> {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  /** The first, empty choice: "Any" in a filter, "Choose…" in a form. */
  placeholder: string;
  onChange: (value: V | '') => void;
  helper?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  testId?: string | undefined;
  className?: string;
}

/** A native select in a form's field (label, helper, error), with an empty choice before the options. */
export function FormSelect<V extends string>({
  label,
  value,
  options,
  placeholder,
  onChange,
  helper,
  error,
  disabled,
  testId,
  className = controlClassName,
}: FormSelectProps<V>) {
  return (
    <FormField label={label} error={error} helper={helper}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          data-testid={testId}
          // The options and the empty choice are the only values the select can hold.
          onChange={(event) => onChange(event.target.value as V | '')}
          className={className}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
