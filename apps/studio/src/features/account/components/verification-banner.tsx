import type { Company } from '@talent/contract/clients';
import { Icon } from '@talent/ui/components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the company's verification means for the client now (DESIGN §7): waiting, drafts only; or
 * refused, with the administrator's reason; or verified.
 */
export function VerificationBanner({ company }: { company: Company }) {
  const { t } = useTranslation();
  if (company.status === 'UNVERIFIED') {
    return (
      <Banner tone="warning" testId="unverified-banner" title={t('home.unverified.title')}>
        <p>{t('home.unverified.text')}</p>
      </Banner>
    );
  }
  if (company.status === 'REJECTED') {
    return (
      <Banner tone="danger" testId="rejected-banner" title={t('home.rejected.title')}>
        <p className="font-medium">
          {company.statusReason
            ? t('home.rejected.reason', { reason: company.statusReason })
            : t('home.rejected.noReason')}
        </p>
        <p className="mt-1">{t('home.rejected.text')}</p>
      </Banner>
    );
  }
  return (
    <Banner tone="success" testId="verified-banner" title={t('home.verified.title')}>
      <p>{t('home.verified.text')}</p>
    </Banner>
  );
}

const TONES = {
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-300', icon: 'warning' },
  danger: { box: 'bg-red-50 text-red-900 ring-red-300', icon: 'warning' },
  success: { box: 'bg-green-50 text-green-900 ring-green-300', icon: 'check' },
} as const;

interface BannerProps {
  tone: keyof typeof TONES;
  title: string;
  testId: string;
  children: ReactNode;
}

function Banner({ tone, title, testId, children }: BannerProps) {
  return (
    // A region with a heading: found from the page's outline, read in full, never a shouting alert.
    <section
      aria-label={title}
      data-testid={testId}
      className={`flex gap-3 rounded-2xl p-4 text-sm ring-1 sm:p-5 ${TONES[tone].box}`}
    >
      <Icon name={TONES[tone].icon} className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 className="text-base font-semibold">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </section>
  );
}
