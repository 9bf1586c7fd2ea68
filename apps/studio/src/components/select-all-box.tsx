/** A selection tick's look, for the rows or cards of a list and its "select all". */
export const checkboxClassName =
  'size-5 rounded border-gray-400 text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

interface SelectAllBoxProps {
  /** Every item on the page is selected. */
  all: boolean;
  /** Some, not all: the box shows a dash. */
  some: boolean;
  disabled: boolean;
  onToggle: () => void;
  label: string;
}

/** "Select all on this page" above a list of selectable items. */
export function SelectAllBox({ all, some, disabled, onToggle, label }: SelectAllBoxProps) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-900">
      <input
        type="checkbox"
        checked={all}
        ref={(node) => {
          if (node) node.indeterminate = some;
        }}
        disabled={disabled}
        onChange={onToggle}
        className={checkboxClassName}
        data-testid="select-all"
      />
      {label}
    </label>
  );
}
