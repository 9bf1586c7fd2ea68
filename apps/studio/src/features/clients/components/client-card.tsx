import type { ClientSummary } from '@talent/contract/clients';
import { Button } from '@talent/ui/components/button';
import { currentLanguage } from '@talent/ui/i18n';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '@/components/fact-list';
import { formatDateTime } from '@/lib/format-date';

interface ClientCardProps {
  client: ClientSummary;
  /** True while this client's decision is being sent: both buttons wait. */
  busy: boolean;
  onApprove: (client: ClientSummary) => void;
  onReject: (client: ClientSummary) => void;
}

/** One company waiting for verification, with everything the administrator checks it by. */
export function ClientCard({ client, busy, onApprove, onReject }: ClientCardProps) {
  const { t } = useTranslation();
  const company = client.company.name;
  const facts: Fact[] = [
    [t('clients.columns.cui'), client.company.code],
    [t('clients.columns.contact'), `${client.firstName} ${client.lastName}`],
    [t('clients.columns.email'), client.email],
    [t('clients.columns.phone'), client.phone ?? t('clients.noPhone')],
    [t('clients.columns.signedUp'), formatDateTime(client.createdAt, currentLanguage())],
  ];
  return (
    <article
      aria-labelledby={`client-${client.id}`}
      data-testid="client-card"
      className="rounded-2xl bg-white p-5 ring-1 ring-gray-200"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <h2 id={`client-${client.id}`} className="text-base font-semibold break-words text-gray-900">
            {company}
          </h2>
          <FactList
            facts={facts}
            className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3"
          />
          {client.sameCode.length > 0 && (
            // The same CUI twice may be a colleague, or someone posing as the company: checked first.
            <div
              role="note"
              data-testid="same-code-warning"
              className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              <p className="font-medium">
                {t('clients.sameCode.title', { count: client.sameCode.length, code: client.company.code })}
              </p>
              <ul className="mt-1 list-disc pl-5">
                {client.sameCode.map((other) => (
                  <li key={`${other.name}-${other.status}`}>
                    {t('clients.sameCode.item', {
                      name: other.name,
                      status: t(`clients.status.${other.status}`),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="flex gap-3 lg:shrink-0">
          {/* The visible word is short; the accessible name says which company it decides. */}
          <Button
            onClick={() => onApprove(client)}
            loading={busy}
            aria-label={t('clients.approveLabel', { company })}
            className="flex-1 lg:flex-none"
          >
            {t('clients.approve')}
          </Button>
          <Button
            variant="danger"
            onClick={() => onReject(client)}
            disabled={busy}
            aria-label={t('clients.rejectLabel', { company })}
            className="flex-1 lg:flex-none"
          >
            {t('clients.reject')}
          </Button>
        </div>
      </div>
    </article>
  );
}
