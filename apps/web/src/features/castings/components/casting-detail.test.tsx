import type { Casting } from '@talent/contract/castings';
import { changeLanguage } from '@talent/ui/i18n';
import { screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCasting } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CastingDetail } from './casting-detail';

function renderDetail(casting: Casting, applied = false) {
  const onApply = vi.fn();
  const rendered = renderWithApp(
    <CastingDetail
      casting={casting}
      applied={applied}
      onApply={onApply}
      applyButtonRef={createRef<HTMLButtonElement>()}
      appliedPanelRef={createRef<HTMLHeadingElement>()}
    />,
  );
  return { ...rendered, onApply };
}

/** The person's own calendar day (only Date is faked; timers stay real). */
function today(year: number, monthIndex: number, day: number, hour = 12) {
  vi.setSystemTime(new Date(year, monthIndex, day, hour, 0));
}

describe('CastingDetail and the casting date', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers Apply for a published casting until and on its casting day', async () => {
    today(2027, 0, 15, 23);
    const { user, onApply } = renderDetail(testCasting());
    expect(screen.queryByTestId('casting-date-passed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('casting-closed-notice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('offers no Apply once the casting date has passed, and says why', () => {
    today(2027, 0, 16, 0);
    renderDetail(testCasting());
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('apply-button')).not.toBeInTheDocument();
    const notice = screen.getByTestId('casting-closed-notice');
    expect(within(notice).getByRole('heading', { name: 'Casting date has passed' })).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'The casting took place on 15 January 2027, so it no longer accepts applications.',
    );
    // The facts mark the date too; the status stays what the server says.
    expect(screen.getByTestId('fact-castingDate')).toHaveTextContent(
      '15 January 2027Casting date has passed',
    );
    expect(screen.getByTestId('casting-status-badge')).toHaveTextContent('Active');
  });

  it('in Romanian', async () => {
    today(2027, 2, 1);
    await changeLanguage('ro', { persist: false });
    renderDetail(testCasting());
    expect(screen.queryByRole('button', { name: 'Aplică acum' })).not.toBeInTheDocument();
    const notice = screen.getByTestId('casting-closed-notice');
    expect(within(notice).getByRole('heading', { name: 'Data castingului a trecut' })).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'Castingul a avut loc pe 15 ianuarie 2027, așa că nu mai acceptă aplicări.',
    );
    expect(screen.getByTestId('casting-date-passed')).toHaveTextContent('Data castingului a trecut');
  });

  it('explains a closed casting as closed, whatever its date', () => {
    today(2027, 2, 1);
    renderDetail(testCasting({ status: 'CLOSED' }));
    const notice = screen.getByTestId('casting-closed-notice');
    expect(within(notice).getByRole('heading', { name: 'Casting closed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('keeps the confirmation for someone who applied before the date passed', () => {
    today(2027, 2, 1);
    renderDetail(testCasting(), true);
    expect(screen.getByTestId('applied-panel')).toHaveTextContent('Application submitted');
    expect(screen.queryByTestId('casting-closed-notice')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('offers Apply when the casting has no date', async () => {
    today(2030, 0, 1);
    renderDetail(testCasting({ castingDate: null }));
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });
});
