import { changeLanguage } from '@talent/ui/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCasting } from '@/test/fixtures';
import { CastingFacts } from './casting-facts';

describe('CastingFacts', () => {
  it("reads a casting open to any gender as 'Oricare' in Romanian and 'Any' in English", async () => {
    const { unmount } = render(<CastingFacts casting={testCasting()} />);
    expect(screen.getByTestId('fact-gender')).toHaveTextContent('GenderAny');
    unmount();

    await changeLanguage('ro', { persist: false });
    render(<CastingFacts casting={testCasting()} />);
    expect(screen.getByTestId('fact-gender')).toHaveTextContent('GenOricare');
  });

  it('shows the grid with dates in the locale and remuneration per day, hour or project', async () => {
    const { unmount } = render(
      <CastingFacts
        casting={testCasting({ remuneration: { amount: 80, currency: 'RON', type: 'per_hour' } })}
      />,
    );
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent('15 January 2027');
    expect(screen.getByTestId('fact-remuneration')).toHaveTextContent(/RON\s80 per hour/);
    expect(screen.getByTestId('fact-ageRanges')).toHaveTextContent('18–45 years');
    unmount();

    await changeLanguage('ro', { persist: false });
    render(<CastingFacts casting={testCasting()} />);
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent('15 ianuarie 2027');
    expect(screen.getByTestId('fact-shootingDate')).toHaveTextContent('2 februarie 2027');
    expect(screen.getByTestId('fact-remuneration')).toHaveTextContent(/350\sRON pe zi/);
  });

  it('shows the hours for children when the casting declared them, so guardians see them', async () => {
    const { unmount } = render(<CastingFacts casting={testCasting()} />);
    expect(screen.queryByTestId('fact-minorSchedule')).not.toBeInTheDocument();
    unmount();

    const minorSchedule = { dailyStart: '10:00', dailyEnd: '12:00', days: 2 };
    const second = render(<CastingFacts casting={testCasting({ minorSchedule })} />);
    expect(screen.getByTestId('fact-minorSchedule')).toHaveTextContent(
      'Hours for children10:00–12:00, 2 days',
    );
    second.unmount();

    await changeLanguage('ro', { persist: false });
    const third = render(<CastingFacts casting={testCasting({ minorSchedule })} />);
    expect(screen.getByTestId('fact-minorSchedule')).toHaveTextContent('Program copii10:00–12:00, 2 zile');
    third.unmount();
    render(<CastingFacts casting={testCasting({ minorSchedule: { ...minorSchedule, days: 1 } })} />);
    expect(screen.getByTestId('fact-minorSchedule')).toHaveTextContent('10:00–12:00, 1 zi');
  });
});
