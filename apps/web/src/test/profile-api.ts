import type { TalentProfile } from '@talent/contract/profile';
import type { stubApi } from '@talent/ui/test/api-stub';

type Routes = Parameters<typeof stubApi>[0];

/**
 * The API of one talent profile as its editor uses it (own: `/profiles/me` and POST `/profiles`; a
 * child's: `/profiles/children/{id}` for both): GET answers the current state, a POST merges into
 * it, POST /skills/language adds a language; the completion is computed again each time. The
 * media lists answer empty unless the test's own routes say otherwise.
 */
export function profileRoutes(
  { basePath, updatePath }: { basePath: string; updatePath: string },
  profile: (overrides: Partial<TalentProfile>) => TalentProfile,
): Routes {
  let current = profile({});
  const update = (changes: Partial<TalentProfile>) => {
    current = profile({ ...current, ...changes, completion: undefined });
    return current;
  };
  return {
    [`GET ${basePath}`]: () => ({ body: { data: current } }),
    [`GET ${basePath}/photos`]: () => ({ body: { data: [] } }),
    [`GET ${basePath}/videos`]: () => ({ body: { data: [] } }),
    [`POST ${updatePath}`]: ({ body }) => ({ body: { data: update(body as Partial<TalentProfile>) } }),
    'POST /skills/language': ({ body }) => {
      const item = { id: 'lang-1', ...(body as object) } as TalentProfile['languages'][number];
      update({ languages: [...current.languages, item] });
      return { status: 201, body: { data: item } };
    },
  };
}
