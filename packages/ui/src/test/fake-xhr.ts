import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * XMLHttpRequest as the upload code uses it, driven by the test: progress events and the server's
 * answer come exactly when the test says.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    });
  }
  allSent() {
    act(() => {
      this.upload.dispatchEvent(new Event('load'));
    });
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.events.dispatchEvent(new Event('load'));
    });
  }
}

export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    last: () => {
      const xhr = FakeXhr.instances.at(-1);
      if (!xhr) throw new Error('No upload was sent');
      return xhr;
    },
    count: () => FakeXhr.instances.length,
  };
}
