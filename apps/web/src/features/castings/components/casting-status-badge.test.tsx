import { CASTING_STATUSES, type CastingStatus } from '@talent/contract/castings';
import { CastingStatusBadge } from '@talent/ui/components/casting-labels';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectStatusBadge } from '@/test/status-badge';

describe('CastingStatusBadge', () => {
  it.each([
    ['PUBLISHED', 'Active', 'Activ', 'green'],
    ['DRAFT', 'Draft', 'Ciornă', 'gray'],
    ['CLOSED', 'Closed', 'Închis', 'red'],
    ['CANCELLED', 'Cancelled', 'Anulat', 'orange'],
    ['SUSPENDED', 'Suspended', 'Suspendat', 'yellow'],
  ] as const)('shows %s as "%s" / "%s" in %s (§4)', async (status, english, romanian, tone) => {
    await expectStatusBadge(<CastingStatusBadge status={status} />, 'casting-status-badge', {
      english,
      romanian,
      tone,
    });
  });

  it('covers every status of the contract', () => {
    expect([...CASTING_STATUSES].sort()).toEqual(['CANCELLED', 'CLOSED', 'DRAFT', 'PUBLISHED', 'SUSPENDED']);
  });

  it('shows a status it does not know as sent, in gray', () => {
    render(<CastingStatusBadge status={'ARCHIVED' as CastingStatus} />);
    const badge = screen.getByTestId('casting-status-badge');
    expect(badge).toHaveTextContent('ARCHIVED');
    expect(badge).toHaveAttribute('data-tone', 'gray');
  });
});
