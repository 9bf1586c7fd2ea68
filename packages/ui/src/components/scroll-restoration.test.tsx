import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TO_SCROLL } from '../return-to-scroll';
import { ScrollRestoration } from './scroll-restoration';

// jsdom lays nothing out: the window's offset is set by hand, as the browser would on a scroll.
let y = 0;
function scrollWindowTo(next: number) {
  y = next;
  window.dispatchEvent(new Event('scroll'));
}

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  y = 0;
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
  scrollTo = vi.fn((_x: number, top: number) => {
    y = top;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'scrollY');
});

describe('ScrollRestoration', () => {
  it('opens a new page at its top, and leaves a change of the query alone', async () => {
    renderAt('/castings');
    scrollWindowTo(1500);
    await act(() => navigate('/castings?page=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => navigate('/castings/abc'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('brings Back, and a way back marked RETURN_TO_SCROLL, to where the page was left', async () => {
    renderAt('/castings/1/applicants');
    scrollWindowTo(2086);
    await act(() => navigate('/castings/1/applicants/9'));
    expect(y).toBe(0);
    await act(() => navigate(-1));
    expect(y).toBe(2086);

    await act(() => navigate('/castings/1/applicants/9'));
    scrollWindowTo(300);
    await act(() => navigate('/castings/1/applicants', { state: RETURN_TO_SCROLL }));
    expect(y).toBe(2086);
    // Without the mark, the same address is a new page: at its top.
    await act(() => navigate('/castings/1/applicants/9'));
    await act(() => navigate('/castings/1/applicants'));
    expect(y).toBe(0);
  });
});
