import { changeLanguage } from '@talent/ui/i18n';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCasting } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CastingCard } from './casting-card';

const cover = { thumbnailUrl: '/media/castings/c1-thumb.webp', displayUrl: '/media/castings/c1.webp' };

describe('CastingCard', () => {
  it('is one link named by the title, with the facts of §2', () => {
    renderWithApp(<CastingCard casting={testCasting()} listSearch="location=Bucuresti" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Figuranți pentru serialul „Lumini de iarnă”');
    expect(link).toHaveAttribute('href', '/castings/figuranti-lumini-de-iarna');
    expect(screen.getByTestId('casting-status-badge')).toHaveTextContent('Active');
    expect(screen.getByText('TV series')).toBeInTheDocument();
    expect(screen.getByText('Căutăm figuranți pentru scene de stradă.')).toBeInTheDocument();
    expect(screen.getByTestId('fact-location')).toHaveTextContent('Bucuresti');
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent('15 January 2027');
    expect(screen.getByTestId('fact-ageRanges')).toHaveTextContent('18–45 years');
    expect(screen.getByTestId('fact-remuneration')).toHaveTextContent(/RON\s350 per day/);
  });

  it('shows the cover lazily, sized and described, or the initial when there is none', () => {
    const { unmount } = renderWithApp(<CastingCard casting={testCasting({ coverPhoto: cover })} />);
    const image = screen.getByRole('img', {
      name: 'Cover photo for Figuranți pentru serialul „Lumini de iarnă”',
    });
    expect(image).toHaveAttribute('src', cover.thumbnailUrl);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '225');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();

    const { unmount: unmountEager } = renderWithApp(
      <CastingCard casting={testCasting({ coverPhoto: cover })} aboveTheFold />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    unmountEager();

    renderWithApp(<CastingCard casting={testCasting({ title: 'ședință foto' })} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('cover-placeholder')).toHaveTextContent(/^Ș$/);
  });

  it('reads in Romanian: dates, several age ranges, money per project', async () => {
    await changeLanguage('ro', { persist: false });
    renderWithApp(
      <CastingCard
        casting={testCasting({
          ageRanges: [
            { min: 6, max: 10 },
            { min: 60, max: 80 },
          ],
          remuneration: { amount: 1500, currency: 'RON', type: 'per_project' },
        })}
      />,
    );
    expect(screen.getByTestId('casting-status-badge')).toHaveTextContent('Activ');
    expect(screen.getByText('Serial TV')).toBeInTheDocument();
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent('15 ianuarie 2027');
    expect(screen.getByTestId('fact-ageRanges')).toHaveTextContent('6–10 ani, 60–80 ani');
    expect(screen.getByTestId('fact-remuneration')).toHaveTextContent(/1\.500\sRON pe proiect/);
  });
});

describe('CastingCard after its casting day', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The person's clock (only Date: the rest of the test keeps real timers). */
  const onLocalDay = (year: number, monthIndex: number, day: number, hour: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(year, monthIndex, day, hour, 30));
  };

  it('shows the date as usual up to and on the casting day', () => {
    onLocalDay(2027, 0, 15, 23);
    renderWithApp(<CastingCard casting={testCasting()} />);
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent(/15 January 2027$/);
    expect(screen.queryByTestId('casting-date-passed')).not.toBeInTheDocument();
    expect(screen.queryByText('Casting date has passed')).not.toBeInTheDocument();
  });

  it("marks the past date in words from the person's next day (their own calendar, not UTC's)", () => {
    // Half past midnight in the test's zone (Pacific/Auckland) is still 15 January in UTC.
    onLocalDay(2027, 0, 16, 0);
    renderWithApp(<CastingCard casting={testCasting()} />);
    const fact = screen.getByTestId('fact-castingDate');
    expect(fact).toHaveTextContent('15 January 2027');
    expect(fact).toHaveTextContent('Casting date has passed');
    expect(screen.getByTestId('casting-date-passed')).toBeVisible();
    // Still one link per card, and the casting keeps its status.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByTestId('casting-status-badge')).toHaveTextContent('Active');
  });

  it('says so in Romanian', async () => {
    onLocalDay(2027, 5, 1, 12);
    await changeLanguage('ro', { persist: false });
    renderWithApp(<CastingCard casting={testCasting()} />);
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent('15 ianuarie 2027');
    expect(screen.getByTestId('casting-date-passed')).toHaveTextContent('Data castingului a trecut');
  });

  it('shows no mark for a casting without a date', () => {
    onLocalDay(2030, 0, 1, 12);
    renderWithApp(<CastingCard casting={testCasting({ castingDate: null })} />);
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent('Not specified');
    expect(screen.queryByTestId('casting-date-passed')).not.toBeInTheDocument();
  });
});
