import type { Photo } from '@talent/contract/media';
import { changeLanguage } from '@talent/ui/i18n';
import { stubApi } from '@talent/ui/test/api-stub';
import { stubXhr } from '@talent/ui/test/fake-xhr';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testQueryClient } from '@/test/render';
import ProfilePhotoUpload from './profile-photo-upload';

const photo: Photo = {
  id: 'p1',
  thumbnailUrl: '/media/p1-thumb.webp',
  displayUrl: '/media/p1-display.webp',
  originalUrl: '/media/p1.jpg',
  caption: null,
  order: 0,
};

afterEach(async () => {
  await changeLanguage('en', { persist: false });
});

describe('Profile photo (About me, onboarding step 7)', () => {
  it('uploads with the photo upload, then makes it the profile photo', async () => {
    const xhr = stubXhr();
    const api = stubApi({ 'POST /profiles': () => ({ body: { data: {} } }) });
    const onChanged = vi.fn(async () => {});
    renderWithApp(<ProfilePhotoUpload profilePhotoUrl={null} onProfilePhotoChanged={onChanged} />, {
      queryClient: testQueryClient(),
    });
    expect(screen.getByTestId('profile-photo-none')).toHaveTextContent('No profile photo yet');
    fireEvent.change(screen.getByTestId('profile-photo-input'), {
      target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] },
    });
    const sent = xhr.last();
    expect(sent.url).toBe('/api/profiles/me/photos');
    await sent.respond(201, { data: photo });
    expect(await screen.findByText('The profile photo was updated!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      profilePhotoUrl: '/media/p1-display.webp',
    });
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByText('The photo was uploaded successfully!')).not.toBeInTheDocument();
  });

  it('says so in Romanian when the upload fails, and shows the checks in Romanian', async () => {
    await changeLanguage('ro', { persist: false });
    const xhr = stubXhr();
    stubApi({});
    renderWithApp(
      <ProfilePhotoUpload profilePhotoUrl="/media/old.webp" onProfilePhotoChanged={async () => {}} />,
      {
        queryClient: testQueryClient(),
      },
    );
    expect(screen.getByRole('img', { name: 'Poza ta de profil actuală' })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('profile-photo-input'), {
      target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByTestId('upload-messages')).toHaveTextContent(
      'doc.pdf: Tipul fișierului nu este permis. Folosește JPG, PNG sau GIF.',
    );
    fireEvent.change(screen.getByTestId('profile-photo-input'), {
      target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] },
    });
    await xhr.last().respond(500, {});
    expect(await screen.findByText('Eroare la încărcarea pozei')).toBeInTheDocument();
  });
});
