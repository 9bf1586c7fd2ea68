import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';
import { LANGUAGE_OPTIONS } from './language-radio-group';

/** The public pages' choice of language; `label` (translated by the app) names the group. */
export function LanguageSwitch({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <fieldset
      data-testid="language-switch"
      className="inline-flex items-center rounded-lg border border-gray-300 bg-white p-0.5 text-sm"
      // i18n.language keeps the component in step when the language changes elsewhere.
      data-language={i18n.language}
    >
      <legend className="sr-only">{label}</legend>
      {LANGUAGE_OPTIONS.map((option) => (
        <button
          key={option.language}
          type="button"
          lang={option.language}
          aria-pressed={active === option.language}
          onClick={() => void changeLanguage(option.language)}
          className="rounded-md px-2.5 py-1 font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white"
        >
          {option.name}
        </button>
      ))}
    </fieldset>
  );
}
