import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-client';
import { isAbort } from './resumable-upload';
import { AuthorizedHttpStack, startTusUpload, uploadIdOf } from './tus-upload';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  bytes: number;
}

type Answer = { status: number; headers?: Record<string, string>; body?: string };

/**
 * A tus 1.0.0 server in memory, behind tus-js-client's HttpStack seam (the browser's XMLHttpRequest
 * otherwise): creation, HEAD, PATCH and DELETE, with hooks to refuse, drop or half-receive a request.
 */
class FakeTusServer implements HttpStack {
  readonly sent: Sent[] = [];
  readonly uploads = new Map<string, { length: number; offset: number; metadata: string }>();
  /** Answers (or throws for) a request before the protocol does; undefined lets it through. */
  intercept: (request: Sent, body: Blob | null) => Answer | 'drop' | undefined = () => undefined;
  private nextId = 1;

  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    let onProgress: (bytes: number) => void = () => {};
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => {
        headers[name] = value;
      },
      getHeader: (name) => headers[name],
      setProgressHandler: (handler) => {
        onProgress = handler;
      },
      send: async (body: Blob | null) => {
        const request = { method, url, headers: { ...headers }, bytes: body?.size ?? 0 };
        this.sent.push(request);
        const intercepted = this.intercept(request, body);
        if (intercepted === 'drop') throw new TypeError('Network error');
        const answer = intercepted ?? this.protocol(request, body);
        if (body) onProgress(body.size);
        return response(answer);
      },
      abort: async () => {},
      getUnderlyingObject: () => null,
    };
  }

  getName() {
    return 'FakeTusServer';
  }

  private protocol({ method, url, headers }: Sent, body: Blob | null): Answer {
    if (headers['Tus-Resumable'] !== '1.0.0') return { status: 412 };
    const id = new URL(url).pathname.split('/').at(-1) ?? '';
    if (method === 'POST') {
      const key = `u${this.nextId++}`;
      this.uploads.set(key, {
        length: Number(headers['Upload-Length']),
        offset: 0,
        metadata: headers['Upload-Metadata'] ?? '',
      });
      return { status: 201, headers: { Location: `/api/uploads/${key}` } };
    }
    const upload = this.uploads.get(id);
    if (!upload) return { status: 404, body: JSON.stringify({ error: { message: 'gone' } }) };
    if (method === 'HEAD') {
      return {
        status: 200,
        headers: { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) },
      };
    }
    if (method === 'PATCH') {
      if (Number(headers['Upload-Offset']) !== upload.offset) return { status: 409 };
      upload.offset += body?.size ?? 0;
      return { status: 204, headers: { 'Upload-Offset': String(upload.offset) } };
    }
    if (method === 'DELETE') {
      this.uploads.delete(id);
      return { status: 204 };
    }
    return { status: 405 };
  }

  /** Keeps the first `bytes` of the next PATCH, then the connection drops. */
  receivePartly(bytes: number) {
    const intercept = this.intercept;
    this.intercept = (request) => {
      if (request.method !== 'PATCH') return intercept(request, null);
      this.intercept = intercept;
      const id = new URL(request.url).pathname.split('/').at(-1) ?? '';
      const upload = this.uploads.get(id);
      if (upload) upload.offset += bytes;
      return 'drop';
    };
  }
}

function response({ status, headers = {}, body = '' }: Answer): HttpResponse {
  return {
    getStatus: () => status,
    getHeader: (name) =>
      headers[name] ??
      headers[Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase()) ?? ''],
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
}

function file(size = 100, name = 'monolog.mp4'): File {
  return new File([new Uint8Array(size)], name, { type: 'video/mp4', lastModified: 1_700_000_000_000 });
}

function start(server: FakeTusServer, upload = file()) {
  const progress: [number, number][] = [];
  const stalls: boolean[] = [];
  const session = startTusUpload(
    upload,
    {
      onProgress: (sent, total) => progress.push([sent, total]),
      onStalled: (stalled) => stalls.push(stalled),
    },
    { httpStack: new AuthorizedHttpStack(server) },
  );
  return { session, progress, stalls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startTusUpload', () => {
  it('creates the upload with its length and metadata, sends it with the access token, and answers its id', async () => {
    localStorage.setItem('accessToken', 'access-1');
    const server = new FakeTusServer();
    const { session, progress } = start(server);
    expect(await session.done).toBe('u1');
    expect(server.sent.map((request) => request.method)).toEqual(['POST', 'PATCH']);
    const [create, patch] = server.sent;
    expect(create?.url).toBe(`${window.location.origin}/api/uploads`);
    expect(create?.headers).toMatchObject({ 'Upload-Length': '100', Authorization: 'Bearer access-1' });
    // filename monolog.mp4, filetype video/mp4, base64 as tus wants them.
    expect(create?.headers['Upload-Metadata']).toBe(
      `filename ${btoa('monolog.mp4')},filetype ${btoa('video/mp4')}`,
    );
    expect(patch).toMatchObject({ url: `${window.location.origin}/api/uploads/u1`, bytes: 100 });
    expect(patch?.headers.Authorization).toBe('Bearer access-1');
    expect(progress.at(-1)).toEqual([100, 100]);
  });

  it('refreshes an expired access token once and sends the same request again', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('refreshToken', 'refresh-1');
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { accessToken: 'fresh', refreshToken: 'refresh-2' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const server = new FakeTusServer();
    server.intercept = (request) =>
      request.headers.Authorization === 'Bearer expired'
        ? { status: 401, body: '{"message":"x"}' }
        : undefined;
    const { session } = start(server);
    expect(await session.done).toBe('u1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(server.sent.map((request) => `${request.method} ${request.headers.Authorization}`)).toEqual([
      'POST Bearer expired',
      'POST Bearer fresh',
      'PATCH Bearer fresh',
    ]);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('goes on from where the server stopped after a dropped connection', async () => {
    const server = new FakeTusServer();
    server.receivePartly(40);
    const { session } = start(server);
    expect(await session.done).toBe('u1');
    expect(server.sent.map((request) => request.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    // The second PATCH sends only the 60 bytes the server did not have.
    expect(server.sent[3]).toMatchObject({ bytes: 60, headers: { 'Upload-Offset': '40' } });
    expect(server.uploads.get('u1')).toMatchObject({ offset: 100, length: 100 });
  });

  it('waits while offline and goes on by itself once the browser is back online', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const server = new FakeTusServer();
    server.intercept = (request) => (request.method === 'PATCH' && !online ? 'drop' : undefined);
    const { session, stalls } = start(server);
    await vi.waitFor(() => expect(stalls).toEqual([true]));
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await session.done).toBe('u1');
    expect(stalls).toEqual([true, false]);
    expect(server.sent.map((request) => request.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
  });

  it("resumes the same file's unfinished upload after a pause (a new page, the same file chosen again)", async () => {
    const server = new FakeTusServer();
    server.receivePartly(30);
    server.intercept = ((partly) => (request: Sent, body: Blob | null) => {
      // The connection drops, then the talent leaves before the retry.
      const answer = partly(request, body);
      if (answer === 'drop') first.session.pause();
      return answer;
    })(server.intercept);
    const video = file();
    const first = start(server, video);
    await expect(first.session.done).rejects.toSatisfy(isAbort);

    server.intercept = () => undefined;
    const second = start(server, video);
    expect(await second.session.done).toBe('u1');
    expect(server.sent.map((request) => request.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    expect(server.sent[3]).toMatchObject({ bytes: 70, headers: { 'Upload-Offset': '30' } });
  });

  it("refuses with the server's message (the tus server's or the API's shape)", async () => {
    const server = new FakeTusServer();
    server.intercept = () => ({
      status: 413,
      body: JSON.stringify({
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'Fișierul este prea mare. Dimensiunea maximă este 200MB.',
        },
      }),
    });
    const failure = await start(server).session.done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Fișierul este prea mare. Dimensiunea maximă este 200MB.',
    });
  });

  it('cancels: the server is told to forget the upload', async () => {
    const server = new FakeTusServer();
    let cancel = () => {};
    server.intercept = (request) => {
      if (request.method === 'PATCH') cancel();
      return request.method === 'PATCH' ? 'drop' : undefined;
    };
    const { session } = start(server);
    cancel = session.cancel;
    await expect(session.done).rejects.toSatisfy(isAbort);
    await vi.waitFor(() => expect(server.sent.at(-1)?.method).toBe('DELETE'));
    expect(server.uploads.size).toBe(0);
  });

  it('takes the id from the last segment of the upload URL', () => {
    expect(uploadIdOf('http://localhost:3000/api/uploads/f81d4fae7dec11d0a765')).toBe('f81d4fae7dec11d0a765');
    expect(uploadIdOf('https://portal.example/api/uploads/abc/')).toBe('abc');
  });
});
