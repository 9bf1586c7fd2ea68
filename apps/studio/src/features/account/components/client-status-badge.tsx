import type { ClientStatus } from '@talent/contract/clients';
import { Badge, type BadgeTone } from '@talent/ui/components/badge';
import { useTranslation } from 'react-i18next';

const TONES: Record<ClientStatus, BadgeTone> = {
  UNVERIFIED: 'yellow',
  VERIFIED: 'green',
  REJECTED: 'red',
  SUSPENDED: 'red',
};

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} testId="client-status">
      {t(`home.status.${status}`)}
    </Badge>
  );
}
