import type { Applicant } from '@talent/contract/studio';
import { Badge } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';

type Named = Pick<Applicant, 'isMinor' | 'guardian'> & {
  talent: Pick<Applicant['talent'], 'firstName' | 'lastName'>;
};

/** First name and surname; a child's surname is never shown (the API leaves it out too). */
export function applicantName({ isMinor, talent }: Named): string {
  return isMinor || !talent.lastName ? talent.firstName : `${talent.firstName} ${talent.lastName}`;
}

/** "Minor" and the guardian as the one to contact about a child's application (DESIGN §7). */
export function MinorContact({ guardian }: Pick<Applicant, 'guardian'>) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
      <Badge tone="orange" testId="minor-badge">
        {t('applicants.minor')}
      </Badge>
      {guardian && (
        <span className="min-w-0 break-words">
          {t('applicants.guardianContact', { name: guardian.name })}
        </span>
      )}
    </span>
  );
}
