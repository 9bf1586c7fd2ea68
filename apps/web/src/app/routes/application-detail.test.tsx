import { changeLanguage } from '@talent/ui/i18n';
import { notFound, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testApplication } from '@/test/fixtures';
import { signedInSession } from '@/test/render';
import { renderApp } from '@/test/render-app';

describe('my applications and application detail', () => {
  it('lists the applications as cards leading to their detail', async () => {
    stubApi({
      'GET /applications': () => ({ body: { data: [testApplication()] } }),
      'GET /applications/application-1': () => ({
        body: {
          data: testApplication({
            status: 'SHORTLISTED',
            updatedAt: '2026-12-20T08:00:00.000Z',
            statusHistory: [
              { status: 'PENDING', changedAt: '2026-12-10T09:30:00.000Z', message: null },
              { status: 'SHORTLISTED', changedAt: '2026-12-20T08:00:00.000Z', message: null },
            ],
          }),
        },
      }),
    });
    const { user } = renderApp('/my-applications', signedInSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Figuranți pentru serialul/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Figuranți pentru serialul „Lumini de iarnă”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Status history' }).children).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to my applications' })).toHaveAttribute(
      'href',
      '/my-applications',
    );
  });

  it('loads more applications on demand, 50 at a time', async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => testApplication({ id: `application-${from + index}` }));
    const api = stubApi({
      'GET /applications': ({ search }) =>
        search.get('page') === '2'
          ? { body: { data: many(50, 3), meta: { page: 2, pageSize: 50, total: 53, totalPages: 2 } } }
          : { body: { data: many(0, 50), meta: { page: 1, pageSize: 50, total: 53, totalPages: 2 } } },
    });
    const { user } = renderApp('/my-applications', signedInSession());
    expect(await screen.findAllByTestId('application-card')).toHaveLength(50);
    expect(api.calls[0]?.search.get('pageSize')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Show more applications' }));
    await waitFor(() => expect(screen.getAllByTestId('application-card')).toHaveLength(53));
    expect(screen.queryByRole('button', { name: 'Show more applications' })).not.toBeInTheDocument();
  });

  it('invites to browse castings when there are none', async () => {
    stubApi({ 'GET /applications': () => ({ body: { data: [] } }) });
    renderApp('/my-applications', signedInSession());
    expect(await screen.findByTestId('applications-empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse castings' })).toHaveAttribute('href', '/castings');
  });

  it('shows the self-tape section, empty when nothing was requested', async () => {
    stubApi({
      'GET /applications/application-1': () => ({ body: { data: testApplication() } }),
      'GET /applications/application-1/self-tape-requests': () => ({ body: { data: [] } }),
    });
    renderApp('/my-applications/application-1', signedInSession());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Figuranți pentru serialul „Lumini de iarnă”' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Self-tape' })).toHaveTextContent(
      'No self-tape requested',
    );
  });

  it("says 'Aplicația nu a fost găsită' with a way back", async () => {
    await changeLanguage('ro', { persist: false });
    stubApi({ 'GET /applications/nope': () => notFound('Aplicația nu a fost găsită') });
    const { user } = renderApp('/my-applications/nope', signedInSession());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aplicația nu a fost găsită' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Înapoi la aplicările mele' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/my-applications$/));
  });

  it.each([
    ['/my-applications', 'GET /applications', 'Failed to load applications'],
    [
      '/my-applications/application-1',
      'GET /applications/application-1',
      'Failed to load application details',
    ],
  ])("toasts, at %s, when %s fails: '%s'", async (route, call, toast) => {
    stubApi({ [call]: () => ({ status: 400, body: '' }) });
    renderApp(route, signedInSession());
    expect(await screen.findByText(toast, { selector: '[data-title]' })).toBeInTheDocument();
  });
});
