import { describe, expect, it } from 'vitest';
import { routerPath } from './router-path';

describe('routerPath', () => {
  it("takes the studio's basename off its links, query and all", () => {
    expect(routerPath('/studio/castings/c-1/applicants', '/studio')).toEqual({
      to: '/castings/c-1/applicants',
      external: false,
    });
    expect(routerPath('/studio?tab=1', '/studio')).toEqual({ to: '/?tab=1', external: false });
    expect(routerPath('/studio', '/studio')).toEqual({ to: '/', external: false });
  });

  it("keeps the portal's links as they are", () => {
    expect(routerPath('/castings?location=Constanta', '')).toEqual({
      to: '/castings?location=Constanta',
      external: false,
    });
  });

  it('follows a path of the site outside the app with a page load, and nothing off the site', () => {
    expect(routerPath('/studiouri', '/studio')).toEqual({ to: '/studiouri', external: true });
    expect(routerPath('/my-applications/1', '/studio')).toEqual({ to: '/my-applications/1', external: true });
    expect(routerPath('//evil.example/x', '')).toBeNull();
    expect(routerPath('https://evil.example/x', '')).toBeNull();
    expect(routerPath('javascript:alert(1)', '')).toBeNull();
  });
});
