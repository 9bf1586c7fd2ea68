import { APPLICATION_STATUSES } from '@talent/contract/applications';
import { CASTING_STATUSES, type CastingStatus } from '@talent/contract/castings';
import { CastingStatusBadge } from '@talent/ui/components/casting-labels';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { expectStatusBadge } from '@/test/status-badge';
import { ApplicationStatusBadge } from './application-status-badge';

/** The portal's two status badges (§4), and a status each does not know. */
const badges = {
  ApplicationStatusBadge: {
    testId: 'application-status-badge',
    badge: (status: string): ReactElement => <ApplicationStatusBadge status={status} />,
    contractStatuses: APPLICATION_STATUSES as readonly string[],
    unknown: 'WITHDRAWN',
  },
  CastingStatusBadge: {
    testId: 'casting-status-badge',
    badge: (status: string): ReactElement => <CastingStatusBadge status={status as CastingStatus} />,
    contractStatuses: CASTING_STATUSES as readonly string[],
    unknown: 'ARCHIVED',
  },
};
type BadgeName = keyof typeof badges;

/** Every status in English and in Romanian, in its tone's colours. */
const shown: readonly (readonly [BadgeName, string, string, string, string])[] = [
  ['ApplicationStatusBadge', 'PENDING', 'Pending', 'În așteptare', 'yellow'],
  ['ApplicationStatusBadge', 'REVIEWED', 'Reviewed', 'Vizualizată', 'gray'],
  ['ApplicationStatusBadge', 'SHORTLISTED', 'Shortlisted', 'Pe lista scurtă', 'gray'],
  ['ApplicationStatusBadge', 'ACCEPTED', 'Accepted', 'Acceptată', 'green'],
  ['ApplicationStatusBadge', 'REJECTED', 'Rejected', 'Respinsă', 'red'],
  ['CastingStatusBadge', 'PUBLISHED', 'Active', 'Activ', 'green'],
  ['CastingStatusBadge', 'DRAFT', 'Draft', 'Ciornă', 'gray'],
  ['CastingStatusBadge', 'CLOSED', 'Closed', 'Închis', 'red'],
  ['CastingStatusBadge', 'CANCELLED', 'Cancelled', 'Anulat', 'orange'],
  ['CastingStatusBadge', 'SUSPENDED', 'Suspended', 'Suspendat', 'yellow'],
];

describe('status badges', () => {
  it.each(shown)('%s shows %s as "%s" / "%s" in %s (§4)', async (name, status, english, romanian, tone) => {
    const { badge, testId } = badges[name];
    await expectStatusBadge(badge(status), testId, { english, romanian, tone });
  });

  it.each(Object.keys(badges) as BadgeName[])('%s covers every status of the contract', (name) => {
    const statuses = shown.filter(([badge]) => badge === name).map(([, status]) => status);
    expect([...badges[name].contractStatuses].sort()).toEqual(statuses.sort());
  });

  it.each(Object.keys(badges) as BadgeName[])(
    '%s shows a status it does not know as sent, in gray (§4)',
    (name) => {
      const { badge, testId, unknown } = badges[name];
      render(badge(unknown));
      const shownBadge = screen.getByTestId(testId);
      expect(shownBadge).toHaveTextContent(new RegExp(`^${unknown}$`));
      expect(shownBadge).toHaveAttribute('data-tone', 'gray');
    },
  );
});
