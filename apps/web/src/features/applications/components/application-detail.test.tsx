import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CastingFacts } from '@/features/castings/components/casting-facts';
import { changeLanguage } from '@/lib/i18n';
import { testApplication } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ApplicationCard } from './application-card';
import { ApplicationDetail } from './application-detail';

type TestApplication = ReturnType<typeof testApplication>;

// As the route composes it: the casting's facts come from the castings feature.
function renderDetail(application: TestApplication) {
  return renderWithApp(
    <ApplicationDetail
      application={application}
      facts={application.casting ? <CastingFacts casting={application.casting} /> : null}
    />,
  );
}

describe('ApplicationDetail', () => {
  it('shows "updated" only when it differs from "applied"', () => {
    const { unmount } = renderDetail(testApplication());
    expect(screen.getByTestId('application-applied-at')).toHaveTextContent('10 December 2026');
    expect(screen.queryByTestId('application-updated-at')).not.toBeInTheDocument();
    unmount();

    renderDetail(testApplication({ updatedAt: '2026-12-14T16:05:00.000Z' }));
    expect(screen.getByTestId('application-updated-at')).toHaveTextContent(/Last update\s*15 December 2026/);
  });

  it("reads a casting open to any gender as 'Oricare' in Romanian and 'Any' in English", async () => {
    const { unmount } = renderDetail(testApplication());
    expect(screen.getByTestId('fact-gender')).toHaveTextContent('GenderAny');
    unmount();

    await changeLanguage('ro', { persist: false });
    renderDetail(testApplication());
    expect(screen.getByTestId('fact-gender')).toHaveTextContent('GenOricare');
  });

  it('shows the facts grid with dates in the locale and remuneration per day, hour or project', async () => {
    const application = testApplication();
    const { casting } = application;
    const { unmount } = renderDetail({
      ...application,
      casting: casting && { ...casting, remuneration: { amount: 80, currency: 'RON', type: 'per_hour' } },
    });
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent('15 January 2027');
    expect(screen.getByTestId('fact-remuneration')).toHaveTextContent(/RON\s80 per hour/);
    expect(screen.getByTestId('fact-ageRanges')).toHaveTextContent('18–45 years');
    unmount();

    await changeLanguage('ro', { persist: false });
    renderDetail(application);
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent('15 ianuarie 2027');
    expect(screen.getByTestId('fact-shootingDate')).toHaveTextContent('2 februarie 2027');
    expect(screen.getByTestId('fact-remuneration')).toHaveTextContent(/350\sRON pe zi/);
  });

  it('keeps the paragraphs of the full description', () => {
    renderDetail(testApplication());
    const about = screen.getByRole('region', { name: 'About the casting' });
    expect(
      within(about)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Filmările au loc în Centrul Vechi.', 'Oferim masă caldă și transport.']);
  });

  it('tells the status history oldest first, with dates, and marks the current status', () => {
    renderDetail(
      testApplication({
        status: 'SHORTLISTED',
        updatedAt: '2026-12-20T08:00:00.000Z',
        // Out of order on purpose: the timeline sorts by time.
        statusHistory: [
          { status: 'SHORTLISTED', changedAt: '2026-12-20T08:00:00.000Z' },
          { status: 'PENDING', changedAt: '2026-12-10T09:30:00.000Z' },
          { status: 'REVIEWED', changedAt: '2026-12-12T14:00:00.000Z' },
        ],
      }),
    );
    const timeline = screen.getByRole('list', { name: 'Status history' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual([
      'PENDING',
      'REVIEWED',
      'SHORTLISTED',
    ]);
    expect(items[0]).toHaveTextContent('Submitted');
    expect(items[1]).toHaveTextContent('Reviewed by the casting director');
    // Auckland time (the tests' zone): 13 December, 03:00.
    expect(items[1]).toHaveTextContent('13 December 2026 at 03:00');
    expect(items[2]).toHaveTextContent('ShortlistedCurrent status');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
  });

  it("falls back to 'Unknown Casting' when the casting is gone", () => {
    renderDetail(testApplication({ casting: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Unknown Casting' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Casting details' })).not.toBeInTheDocument();
  });
});

describe('ApplicationCard', () => {
  it('links to the detail with the title, status, place, date and "updated" only when different', () => {
    const { unmount } = renderWithApp(<ApplicationCard application={testApplication()} />);
    const card = screen.getByRole('link', { name: /Figuranți pentru serialul/ });
    expect(card).toHaveAttribute('href', '/my-applications/application-1');
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('TV series');
    expect(card).toHaveTextContent('Bucuresti');
    expect(card).toHaveTextContent('15 January 2027');
    expect(within(card).getByTestId('application-applied-at')).toHaveTextContent(
      'Applied on 10 December 2026',
    );
    expect(within(card).queryByTestId('application-updated-at')).not.toBeInTheDocument();
    unmount();

    renderWithApp(
      <ApplicationCard
        application={testApplication({ status: 'ACCEPTED', updatedAt: '2026-12-22T10:00:00.000Z' })}
      />,
    );
    expect(screen.getByTestId('application-updated-at')).toHaveTextContent('Updated on 22 December 2026');
    expect(screen.getByTestId('application-status-badge')).toHaveTextContent('Accepted');
  });
});
