import { describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../test/fake-xhr';
import { uploadRequest } from './upload-request';

describe('uploadRequest', () => {
  it('refreshes the tokens on 401 and sends the upload again with the new one', async () => {
    localStorage.setItem('accessToken', 'old-access');
    localStorage.setItem('refreshToken', 'refresh-1');
    const xhr = stubXhr();
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { accessToken: 'new-access', refreshToken: 'refresh-2' } }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: number[] = [];
    const result = uploadRequest<{ data: string }>('/profiles/me/photos', new FormData(), {
      onProgress: (percent) => progress.push(percent),
    });
    const first = xhr.last();
    expect(first.headers.authorization).toBe('Bearer old-access');
    await first.respond(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Token expired' });
    await vi.waitFor(() => expect(xhr.count()).toBe(2));
    const second = xhr.last();
    expect(second.headers.authorization).toBe('Bearer new-access');
    await second.respond(201, { data: 'ok' });
    await expect(result).resolves.toEqual({ data: 'ok' });
    expect(progress.at(-1)).toBe(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects with the server message', async () => {
    localStorage.setItem('accessToken', 'a');
    const xhr = stubXhr();
    const outcome = uploadRequest('/profiles/me/photos', new FormData()).catch((error: unknown) => error);
    await xhr.last().respond(415, { statusCode: 415, code: 'UNSUPPORTED', message: 'Tip greșit' });
    await expect(outcome).resolves.toMatchObject({ status: 415, message: 'Tip greșit' });
  });
});
