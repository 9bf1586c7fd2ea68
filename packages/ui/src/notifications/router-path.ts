/**
 * Where a notice's link leads in this app's router. Links are paths from the site root
 * (`/studio/castings/…` for the studio, mounted at basename `/studio`): the basename is taken off.
 * `external` is a path of the site outside this app (followed with a full page load); null is what
 * cannot be followed safely (another site, a protocol-relative `//host`).
 */
export function routerPath(
  link: string,
  basename: string,
): { to: string; external: false } | { to: string; external: true } | null {
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  if (!basename) return { to: link, external: false };
  if (link === basename) return { to: '/', external: false };
  const rest = link.slice(basename.length);
  if (link.startsWith(basename) && /^[/?#]/.test(rest)) {
    return { to: rest.startsWith('/') ? rest : `/${rest}`, external: false };
  }
  return { to: link, external: true };
}
