import { useTranslation } from 'react-i18next';
import { STUDIO_STEPS, type StudioStep } from './studio-steps';

/** Where the talent is among the studio's steps: a numbered list, the current one marked. */
export function StepIndicator({ step }: { step: StudioStep }) {
  const { t } = useTranslation();
  const at = STUDIO_STEPS.indexOf(step);
  return (
    <nav aria-label={t('selfTape.steps.label')}>
      <p className="sr-only">{t('selfTape.steps.stepOf', { step: at + 1, total: STUDIO_STEPS.length })}</p>
      <ol className="grid grid-cols-4 gap-1 text-center text-xs sm:text-sm" data-testid="self-tape-steps">
        {STUDIO_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === at ? 'step' : undefined}
            className={`rounded-lg px-1 py-2 font-medium ${
              index === at
                ? 'bg-indigo-700 text-white'
                : index < at
                  ? 'bg-indigo-50 text-indigo-900'
                  : 'bg-gray-100 text-gray-700'
            }`}
          >
            <span aria-hidden="true">{index + 1}. </span>
            {t(`selfTape.steps.${name}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
