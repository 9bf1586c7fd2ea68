import { useTranslation } from 'react-i18next';

const SHORTCUTS = [
  ['S', 'shortlist'],
  ['A', 'accept'],
  ['R', 'reject'],
  ['J / →', 'next'],
  ['K / ←', 'previous'],
  ['N', 'note'],
  ['T', 'selfTape'],
  ['Esc', 'back'],
] as const;

/** The screen's keyboard shortcuts, visible to everyone (a disclosure, open on request). */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  return (
    <details className="rounded-2xl bg-white p-4 text-sm ring-1 ring-gray-200" data-testid="shortcuts-help">
      <summary className="cursor-pointer rounded-sm font-medium text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700">
        {t('applicants.shortcuts.title')}
      </summary>
      <p className="mt-2 text-gray-700">{t('applicants.shortcuts.hint')}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {SHORTCUTS.map(([keys, action]) => (
          <div key={action} className="contents">
            <dt>
              <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-xs">
                {keys}
              </kbd>
            </dt>
            <dd className="text-gray-800">{t(`applicants.shortcuts.${action}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
