import { changeLanguage } from '@talent/ui/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testApplication, testChild } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ApplicationCard } from './application-card';
import { ApplicationDetail } from './application-detail';
import { RecentApplications } from './recent-applications';

const CHILD = testChild();
const FOR_ANA = testApplication({
  id: 'application-2',
  childId: CHILD.id,
  talentProfileId: CHILD.talentProfileId,
  talentName: 'Ana Pop',
});
const MINE = testApplication();

describe('applications for a child', () => {
  it("labels a child's application card with the child's name, and not one's own", async () => {
    await changeLanguage('ro', { persist: false });
    renderWithApp(
      <>
        <ApplicationCard application={FOR_ANA} />
        <ApplicationCard application={MINE} />
      </>,
    );
    const [child, own] = screen.getAllByTestId('application-card') as [HTMLElement, HTMLElement];
    expect(within(child).getByTestId('application-for-child')).toHaveTextContent('Pentru: Ana Pop');
    expect(within(own).queryByTestId('application-for-child')).not.toBeInTheDocument();
  });

  it("labels it in the dashboard's recent activity and on the detail, in English", () => {
    renderWithApp(
      <>
        <RecentApplications applications={[FOR_ANA, MINE]} loading={false} />
        <ApplicationDetail application={FOR_ANA} facts={null} />
      </>,
    );
    const [recentChild, recentOwn] = screen.getAllByTestId('recent-application') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(recentChild).getByTestId('application-for-child')).toHaveTextContent('For: Ana Pop');
    expect(within(recentOwn).queryByTestId('application-for-child')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('application-header')).getByTestId('application-for-child'),
    ).toHaveTextContent('For: Ana Pop');
  });
});
