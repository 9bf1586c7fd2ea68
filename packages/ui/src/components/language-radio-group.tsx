import type { AppLanguage } from '../i18n';

// Each language is named in itself, so a reader who cannot read the current one still finds theirs.
export const LANGUAGE_OPTIONS: { language: AppLanguage; name: string }[] = [
  { language: 'ro', name: 'Română' },
  { language: 'en', name: 'English' },
];

interface LanguageRadioGroupProps {
  /** Names the group for screen readers (translated by the app). */
  legend: string;
  active: AppLanguage;
  /** While the choice is being saved: the group says so and ignores another choice. */
  busy: boolean;
  onChoose: (language: AppLanguage) => void;
}

/** The account's language in Settings (both apps): a radio group, saved by the app's own call. */
export function LanguageRadioGroup({ legend, active, busy, onChoose }: LanguageRadioGroupProps) {
  return (
    <fieldset className="mt-4" aria-busy={busy || undefined}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-lg border border-gray-300 bg-white p-0.5">
        {LANGUAGE_OPTIONS.map((option) => (
          <label
            key={option.language}
            lang={option.language}
            className="cursor-pointer rounded-md px-4 py-2 text-sm font-medium text-gray-700 has-checked:bg-indigo-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-indigo-700"
          >
            <input
              type="radio"
              name="interface-language"
              value={option.language}
              checked={active === option.language}
              onChange={() => {
                if (!busy && option.language !== active) onChoose(option.language);
              }}
              data-testid={`language-option-${option.language}`}
              className="sr-only"
            />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
