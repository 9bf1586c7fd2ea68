import type { Photo } from '@talent/contract/media';
import { stubApi } from '@talent/ui/test/api-stub';
import { stubXhr } from '@talent/ui/test/fake-xhr';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testPhoto } from '@/test/fixtures';
import { renderWithApp, testQueryClient } from '@/test/render';
import { PhotosTab } from './photos-tab';

function jpeg(name: string, size = 1000): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderPhotos(initial: Photo[] = [], routes: Parameters<typeof stubApi>[0] = {}) {
  let photos = initial;
  const api = stubApi({
    'GET /profiles/me/photos': () => ({ body: { data: photos } }),
    'GET /profiles/me': () => ({ status: 404, body: { statusCode: 404, code: 'X', message: 'x' } }),
    ...routes,
  });
  const onProfilePhotoChanged = vi.fn(async () => {});
  const rendered = renderWithApp(
    <PhotosTab profilePhotoUrl={null} onProfilePhotoChanged={onProfilePhotoChanged} />,
    { queryClient: testQueryClient() },
  );
  const setPhotos = (next: Photo[]) => {
    photos = next;
  };
  return { ...rendered, api, setPhotos, onProfilePhotoChanged };
}

const pick = (files: File[]) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });

describe('Photos tab', () => {
  it('keeps the first 10 of 11 photos and says so', async () => {
    const xhr = stubXhr();
    renderPhotos();
    await screen.findByTestId('photos-empty');
    pick(Array.from({ length: 11 }, (_, index) => jpeg(`p${index + 1}.jpg`)));
    expect(await screen.findByTestId('upload-messages')).toHaveTextContent(
      'You can upload at most 10 photos at once.',
    );
    const sent = xhr.last();
    expect(sent.url).toBe('/api/profiles/me/photos/bulk');
    const files = sent.body?.getAll('files') as File[];
    expect(files.map((file) => file.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `p${index + 1}.jpg`),
    );
    await sent.respond(201, { data: files.map((_, index) => testPhoto(`n${index}`, index)) });
    expect(await screen.findByText('10 photos were uploaded successfully!')).toBeInTheDocument();
  });

  it('refuses a wrong type and a file over 10 MB with the specification messages', async () => {
    const xhr = stubXhr();
    renderPhotos();
    await screen.findByTestId('photos-empty');
    pick([new File(['<script>'], 'notes.txt', { type: 'text/plain' }), jpeg('big.jpg', 11 * 1024 * 1024)]);
    const messages = await screen.findByTestId('upload-messages');
    expect(messages).toHaveTextContent('notes.txt: This file type is not allowed. Use JPG, PNG or GIF.');
    expect(messages).toHaveTextContent('big.jpg: The file is too large. The maximum size is 10MB.');
    expect(xhr.count()).toBe(0);
  });

  it('holds the progress bar at 90% until the server has answered', async () => {
    localStorage.setItem('accessToken', 'access-1');
    const xhr = stubXhr();
    const { setPhotos } = renderPhotos();
    await screen.findByTestId('photos-empty');
    pick([jpeg('one.jpg')]);
    const sent = xhr.last();
    expect(sent.url).toBe('/api/profiles/me/photos');
    expect(sent.headers.authorization).toBe('Bearer access-1');
    const bar = () => within(screen.getByTestId('upload-progress')).getByRole('progressbar');
    sent.progress(50, 100);
    expect(bar()).toHaveAttribute('aria-valuenow', '45');
    sent.progress(100, 100);
    sent.allSent();
    expect(bar()).toHaveAttribute('aria-valuenow', '90');
    setPhotos([testPhoto('a', 0)]);
    await sent.respond(201, { data: testPhoto('a', 0) });
    expect(await screen.findByText('The photo was uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(await screen.findAllByTestId('photo-item')).toHaveLength(1);
  });

  it('hides a deleted photo at once and brings it back when the server refuses', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { user } = renderPhotos([testPhoto('a', 0), testPhoto('b', 1)], {
      'DELETE /profiles/me/photos/a': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    expect(await screen.findAllByTestId('photo-item')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete Photo 1' }));
    const dialog = screen.getByTestId('confirm-delete');
    expect(within(dialog).getByText('Delete this photo?')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('confirm-delete-button'));
    expect(screen.getAllByTestId('photo-item')).toHaveLength(1);
    answer({ status: 500, body: {} });
    expect(await screen.findByText('Failed to delete photo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('photo-item')).toHaveLength(2));
    expect(screen.getAllByTestId('photo-item')[0]).toHaveAttribute('data-photo-id', 'a');
  });

  it('reorders with the keyboard and sends the new order', async () => {
    const { user, api } = renderPhotos([testPhoto('a', 0), testPhoto('b', 1), testPhoto('c', 2)], {
      'PATCH /profiles/me/photos/reorder': () => ({ body: { data: [] } }),
    });
    await screen.findAllByTestId('photo-item');
    screen.getByRole('button', { name: 'Move Photo 1 later' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The order of the photos was updated!')).toBeInTheDocument();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ photoIds: ['b', 'a', 'c'] });
    expect(screen.getByTestId('reorder-announcement')).toHaveTextContent('Moved to position 2 of 3');
    expect(screen.getByRole('button', { name: 'Move Photo 1 earlier' })).toBeDisabled();
  });

  it('sets a photo as the profile photo and reloads the session user', async () => {
    const { user, api, onProfilePhotoChanged } = renderPhotos([testPhoto('a', 0)], {
      'POST /profiles': () => ({ body: { data: {} } }),
    });
    await screen.findAllByTestId('photo-item');
    await user.click(screen.getByRole('button', { name: 'Set Photo 1 as profile photo' }));
    expect(await screen.findByText('The main photo was set!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      profilePhotoUrl: '/media/a-display.webp',
    });
    expect(onProfilePhotoChanged).toHaveBeenCalled();
  });
});
