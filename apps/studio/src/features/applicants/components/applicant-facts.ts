import type { Applicant } from '@talent/contract/studio';
import type { TFunction } from 'i18next';

/** Age, city, height and categories in words, '—' for what the profile does not say. */
export function applicantFacts(t: TFunction, talent: Applicant['talent']) {
  const none = t('applicants.unknown');
  return {
    age: talent.age === null ? none : t('applicants.years', { count: talent.age }),
    city: talent.city ?? none,
    height: talent.heightCm === null ? none : t('applicants.cm', { value: talent.heightCm }),
    categories:
      talent.categories.length === 0
        ? none
        : talent.categories.map((category) => t(`applicants.categories.${category}`)).join(', '),
  };
}
