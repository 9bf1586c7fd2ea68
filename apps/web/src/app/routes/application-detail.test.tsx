import type { ChildWorkChecklist } from '@talent/contract/child-work-checklist';
import { changeLanguage } from '@talent/ui/i18n';
import { notFound, stubApi } from '@talent/ui/test/api-stub';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testApplication, testProfile } from '@/test/fixtures';
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

  describe("the minor's checklist on an accepted application (HG 75/2015)", () => {
    const CHECKLIST_PATH = '/applications/application-1/checklist';
    const checklist: ChildWorkChecklist = {
      applicationId: 'application-1',
      castingId: 'casting-1',
      castingTitle: 'Figuranți pentru serialul „Lumini de iarnă”',
      castingStatus: 'PUBLISHED',
      childName: 'Mara Ionescu',
      ownAccount: true,
      organiser: 'Casting Review SRL',
      location: 'Bucuresti',
      startDate: '2027-02-02',
      endDate: '2027-02-03',
      contractCopyDeadline: '2027-02-16',
      schedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 2 },
      companionName: null,
      items: { spasNotice: null, documents: null, companion: null, contractCopy: null },
    };
    const accepted = (overrides = {}) =>
      testApplication({
        status: 'ACCEPTED',
        statusHistory: [{ status: 'ACCEPTED', changedAt: '2026-12-20T08:00:00.000Z', message: null }],
        ...overrides,
      });
    const stub = (application: ReturnType<typeof testApplication>, dateOfBirth: string) =>
      stubApi({
        'GET /applications/application-1': () => ({ body: { data: application } }),
        'GET /applications/application-1/self-tape-requests': () => ({ body: { data: [] } }),
        'GET /profiles/me': () => ({ body: { data: testProfile({ dateOfBirth }) } }),
        [`GET ${CHECKLIST_PATH}`]: () => ({ body: { data: checklist } }),
      });

    it('is shown on the own application of a user under 18 on the first working day', async () => {
      // Shooting on 2 February 2027: 16 then.
      stub(accepted(), '2010-05-03T00:00:00.000Z');
      renderApp('/my-applications/application-1', signedInSession({ birthDate: '2010-05-03' }));
      expect(await screen.findByRole('region', { name: 'Checklist for working under 18' })).toHaveTextContent(
        'your parents must inform SPAS',
      );
    });

    it("is shown on a child profile's accepted application", async () => {
      stub(accepted({ childId: 'child-1', talentName: 'Ana Pop' }), '1998-03-14T00:00:00.000Z');
      renderApp('/my-applications/application-1', signedInSession({ isGuardianModeEnabled: true }));
      expect(await screen.findByTestId('child-checklist')).toBeInTheDocument();
    });

    it("is not shown, nor asked for, on an adult's own application", async () => {
      const api = stub(accepted(), '1998-03-14T00:00:00.000Z');
      renderApp('/my-applications/application-1', signedInSession());
      expect(await screen.findByRole('region', { name: 'Self-tape' })).toBeInTheDocument();
      await waitFor(() => expect(api.calls.some((call) => call.path === '/profiles/me')).toBe(true));
      expect(screen.queryByTestId('child-checklist')).not.toBeInTheDocument();
      expect(api.calls.some((call) => call.path === CHECKLIST_PATH)).toBe(false);
    });

    it('is not shown before the acceptance', async () => {
      const api = stub(testApplication({ status: 'SHORTLISTED' }), '2010-05-03T00:00:00.000Z');
      renderApp('/my-applications/application-1', signedInSession({ birthDate: '2010-05-03' }));
      expect(await screen.findByRole('region', { name: 'Self-tape' })).toBeInTheDocument();
      expect(screen.queryByTestId('child-checklist')).not.toBeInTheDocument();
      expect(api.calls.some((call) => call.path === CHECKLIST_PATH)).toBe(false);
    });
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
