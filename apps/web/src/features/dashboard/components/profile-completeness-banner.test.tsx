import { profileGaps } from '@talent/contract/profile';
import { changeLanguage } from '@talent/ui/i18n';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProfile } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { ProfileCompletenessBanner } from './profile-completeness-banner';

describe('ProfileCompletenessBanner', () => {
  it('is not shown for a complete profile', () => {
    renderWithApp(<ProfileCompletenessBanner gaps={profileGaps(testProfile())} />);
    expect(screen.queryByTestId('profile-completeness-banner')).not.toBeInTheDocument();
  });

  it('says what is missing and leads to the profile', async () => {
    const profile = testProfile({ height: null, profilePhotoUrl: null });
    const { user } = renderWithApp(<ProfileCompletenessBanner gaps={profileGaps(profile)} />);

    const banner = screen.getByRole('region', { name: 'Your profile is incomplete' });
    expect(screen.getByTestId('profile-gaps')).toHaveTextContent(
      'Missing: physical details and a profile photo.',
    );
    expect(banner).not.toHaveTextContent('basic information');

    await user.click(screen.getByRole('link', { name: 'Complete your profile' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/profile');
  });

  it('names all three parts when only the basics are missing too, in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    renderWithApp(
      <ProfileCompletenessBanner
        gaps={profileGaps(testProfile({ phone: null, eyeColor: '', profilePhotoUrl: null }))}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Profilul tău este incomplet' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-gaps')).toHaveTextContent(
      'Lipsesc: informațiile de bază, detaliile fizice și o fotografie de profil.',
    );
  });

  it('expands and folds an explanation with "Learn more"', async () => {
    const { user } = renderWithApp(<ProfileCompletenessBanner gaps={['profilePhoto']} />);
    const button = screen.getByRole('button', { name: 'Learn more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Physical details: height/)).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Show less');
    expect(screen.getByText(/Physical details: height, weight, hair colour and eye colour/)).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('warns when the profile could not be loaded (§4: counts as incomplete)', () => {
    renderWithApp(<ProfileCompletenessBanner gaps={null} />);
    expect(screen.getByTestId('profile-completeness-banner')).toBeInTheDocument();
    expect(screen.getByTestId('profile-gaps')).toHaveTextContent(/could not check your profile/);
  });
});
