import { useTranslation } from 'react-i18next';

/**
 * Who invites: the casting's company, so the talent knows who saw them before opening the casting.
 * Nothing for an admin's own casting, which no company stands behind.
 */
export function InvitingCompany({ name, className = '' }: { name: string | null; className?: string }) {
  const { t } = useTranslation();
  if (!name) return null;
  return (
    <p className={`text-sm font-medium break-words text-gray-800 ${className}`}>
      {t('invitations.from', { company: name })}
    </p>
  );
}
