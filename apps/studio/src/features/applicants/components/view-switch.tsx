import { useTranslation } from 'react-i18next';
import type { ApplicantsView } from '../use-applicant-list-params';

const VIEWS: ApplicantsView[] = ['grid', 'table'];

/** Cards or a table of the same applicants: two toggle buttons, the pressed one is the current view. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: ApplicantsView;
  onChange: (view: ApplicantsView) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex rounded-lg ring-1 ring-gray-300">
      <legend className="sr-only">{t('applicants.view.label')}</legend>
      {VIEWS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          data-testid={`view-${value}`}
          onClick={() => onChange(value)}
          className={`px-3 py-2 text-sm font-medium first:rounded-l-lg last:rounded-r-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
            view === value ? 'bg-indigo-700 text-white' : 'bg-white text-gray-800 hover:bg-gray-50'
          }`}
        >
          {t(`applicants.view.${value}`)}
        </button>
      ))}
    </fieldset>
  );
}
