import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testApplication } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ApplicationCard } from './application-card';
import { ApplicationDetail } from './application-detail';

type TestApplication = ReturnType<typeof testApplication>;

// The route puts the castings feature's facts grid in `facts` (casting-facts.test.tsx tests it).
function renderDetail(application: TestApplication) {
  return renderWithApp(
    <ApplicationDetail application={application} facts={<p data-testid="casting-facts">Facts</p>} />,
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

  it("shows the route's facts grid under the casting details", () => {
    renderDetail(testApplication());
    const details = screen.getByRole('region', { name: 'Casting details' });
    expect(within(details).getByTestId('casting-facts')).toBeInTheDocument();
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
          { status: 'SHORTLISTED', changedAt: '2026-12-20T08:00:00.000Z', message: null },
          { status: 'PENDING', changedAt: '2026-12-10T09:30:00.000Z', message: null },
          { status: 'REVIEWED', changedAt: '2026-12-12T14:00:00.000Z', message: null },
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

  it("shows the casting team's message under the move it came with", () => {
    renderDetail(
      testApplication({
        status: 'SHORTLISTED',
        statusHistory: [
          { status: 'PENDING', changedAt: '2026-12-10T09:30:00.000Z', message: null },
          {
            status: 'SHORTLISTED',
            changedAt: '2026-12-20T08:00:00.000Z',
            message: 'Te așteptăm la callback joi, ora 10.',
          },
        ],
      }),
    );
    const items = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(items[0]).not.toHaveTextContent('Message from the casting team');
    expect(items[1]).toHaveTextContent('Message from the casting teamTe așteptăm la callback joi, ora 10.');
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
