import { APPLICATION_STATUSES } from '@talent/contract/applications';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStatusBadge } from '@/test/status-badge';
import { ApplicationStatusBadge } from './application-status-badge';

describe('ApplicationStatusBadge', () => {
  it.each([
    ['PENDING', 'Pending', 'În așteptare', 'yellow'],
    ['REVIEWED', 'Reviewed', 'Vizualizată', 'gray'],
    ['SHORTLISTED', 'Shortlisted', 'Pe lista scurtă', 'gray'],
    ['ACCEPTED', 'Accepted', 'Acceptată', 'green'],
    ['REJECTED', 'Rejected', 'Respinsă', 'red'],
  ] as const)('shows %s as "%s" / "%s" in %s (§4)', async (status, english, romanian, tone) => {
    await expectStatusBadge(<ApplicationStatusBadge status={status} />, 'application-status-badge', {
      english,
      romanian,
      tone,
    });
  });

  it('covers every status of the contract', () => {
    expect(APPLICATION_STATUSES).toHaveLength(5);
  });

  it('shows an unknown status raw, in gray (§4)', () => {
    render(<ApplicationStatusBadge status="WITHDRAWN" />);
    const badge = screen.getByTestId('application-status-badge');
    expect(badge).toHaveTextContent(/^WITHDRAWN$/);
    expect(badge).toHaveAttribute('data-tone', 'gray');
  });
});
