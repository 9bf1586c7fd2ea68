import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testAdmin, testCompany, testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';

describe('home', () => {
  it('tells an unverified client that drafts can be saved and publishing waits', async () => {
    renderApp('/', signedInSession());
    const banner = await screen.findByTestId('unverified-banner');
    expect(banner).toHaveTextContent('Your company is awaiting verification');
    expect(banner).toHaveTextContent(/save them as drafts.*Publishing them waits/);
    expect(screen.getByText('RO14399840')).toBeInTheDocument();
    expect(screen.getByTestId('client-status')).toHaveTextContent('Awaiting verification');
  });

  it("shows a rejected client the administrator's reason", async () => {
    const company = testCompany({ status: 'REJECTED', statusReason: 'The CUI belongs to another company' });
    renderApp('/', signedInSession(testStaff({ clientStatus: 'REJECTED', company })));
    const banner = await screen.findByTestId('rejected-banner');
    expect(banner).toHaveTextContent('Reason: The CUI belongs to another company');
    expect(screen.queryByTestId('unverified-banner')).not.toBeInTheDocument();
  });

  it('says so when the company is verified', async () => {
    const company = testCompany({ status: 'VERIFIED', reviewedAt: '2025-03-03T10:00:00.000Z' });
    renderApp('/', signedInSession(testStaff({ clientStatus: 'VERIFIED', company })));
    expect(await screen.findByTestId('verified-banner')).toHaveTextContent('You can publish castings.');
  });

  it('leads an administrator to the clients to verify, with no company banner', async () => {
    renderApp('/', signedInSession(testAdmin()));
    expect(await screen.findByRole('link', { name: 'See the clients to verify' })).toHaveAttribute(
      'href',
      '/clients',
    );
    expect(screen.getAllByRole('link', { name: 'Clients to verify' }).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('unverified-banner')).not.toBeInTheDocument();
  });
});
