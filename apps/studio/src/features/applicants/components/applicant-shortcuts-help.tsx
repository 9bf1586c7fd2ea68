import { useTranslation } from 'react-i18next';
import { ShortcutsHelp } from '@/components/shortcuts-help';

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

/** The applicant screen's keys, in the studio's shortcuts help. */
export function ApplicantShortcutsHelp() {
  const { t } = useTranslation();
  return (
    <ShortcutsHelp
      title={t('applicants.shortcuts.title')}
      hint={t('applicants.shortcuts.hint')}
      shortcuts={SHORTCUTS.map(([keys, action]) => ({ keys, label: t(`applicants.shortcuts.${action}`) }))}
    />
  );
}
