import { stubApi } from '@talent/ui/test/api-stub';
import { stubXhr } from '@talent/ui/test/fake-xhr';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testStaff } from '@/test/fixtures';
import { renderApp, signedInSession } from '@/test/render';
import { studioCasting } from '../test/studio-casting';

const image = (name = 'cover.jpg', type = 'image/jpeg') => new File(['jpeg bytes'], name, { type });

describe('cover image', () => {
  it('uploads with a progress bar, then shows the new cover', async () => {
    let casting = studioCasting(3);
    stubApi({ 'GET /studio/castings/casting-3': () => ({ body: { data: casting } }) });
    const xhr = stubXhr();
    renderApp('/castings/casting-3/edit', signedInSession(testStaff()));
    expect(await screen.findByText('No cover image yet')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('cover-input'), { target: { files: [image()] } });
    const upload = xhr.last();
    expect(upload.url).toBe('/api/studio/castings/casting-3/cover');
    expect(upload.body?.get('file')).toMatchObject({ name: 'cover.jpg' });
    upload.progress(50, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading the cover image…' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByRole('button', { name: 'Add a cover image' })).toBeDisabled();

    casting = { ...casting, coverPhoto: { thumbnailUrl: '/media/t.webp', displayUrl: '/media/d.webp' } };
    await upload.respond(200, { data: casting });
    expect(await screen.findByText('Cover image saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Current cover of Casting 3' })).toHaveAttribute(
        'src',
        '/media/d.webp',
      ),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending it', async () => {
    stubApi({ 'GET /studio/castings/casting-3': () => ({ body: { data: studioCasting(3) } }) });
    const xhr = stubXhr();
    renderApp('/castings/casting-3/edit', signedInSession(testStaff()));
    fireEvent.change(await screen.findByTestId('cover-input'), {
      target: { files: [image('notes.pdf', 'application/pdf')] },
    });
    expect(await screen.findByTestId('cover-problem')).toHaveTextContent(
      'notes.pdf: this file type is not allowed. Use JPG, PNG or GIF.',
    );
    expect(xhr.count()).toBe(0);
  });

  it("translates the server's refusal of the bytes", async () => {
    stubApi({ 'GET /studio/castings/casting-3': () => ({ body: { data: studioCasting(3) } }) });
    const xhr = stubXhr();
    renderApp('/castings/casting-3/edit', signedInSession(testStaff()));
    fireEvent.change(await screen.findByTestId('cover-input'), { target: { files: [image('fake.jpg')] } });
    await xhr.last().respond(415, {
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'fake.jpg: Tipul fișierului nu este permis. Folosește JPG, PNG sau GIF.',
    });
    expect(await screen.findByTestId('cover-problem')).toHaveTextContent(
      'fake.jpg: this file type is not allowed. Use JPG, PNG or GIF.',
    );
  });
});
