import type { TalentCategory } from '@talent/contract/profile';
import { useTranslation } from 'react-i18next';

interface CategoryPickerProps {
  legend: string;
  options: readonly TalentCategory[];
  selected: readonly TalentCategory[];
  onChange: (categories: TalentCategory[]) => void;
  error?: string | undefined;
}

/** Talent categories as toggle buttons that are real checkboxes (multi-select, keyboard operable). */
export function CategoryPicker({ legend, options, selected, onChange, error }: CategoryPickerProps) {
  const { t } = useTranslation();
  const toggle = (category: TalentCategory, checked: boolean) =>
    onChange(checked ? [...selected, category] : selected.filter((item) => item !== category));
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-gray-900">{legend}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((category) => {
          const checked = selected.includes(category);
          return (
            <label
              key={category}
              className={`cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-700 has-[:disabled]:cursor-default ${
                checked
                  ? 'bg-indigo-700 text-white ring-indigo-700'
                  : 'bg-white text-gray-800 ring-gray-400 hover:bg-gray-50'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={(event) => toggle(category, event.target.checked)}
              />
              {t(`profile.categories.${category}`)}
            </label>
          );
        })}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
