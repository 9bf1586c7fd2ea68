import { z } from 'zod';

/** The OpenAPI security of a route for a signed-in user: a bearer access token. */
export const bearer = [{ bearerAuth: [] }];

/** A record's `{id}` in a route's path, bounded so that an overlong one is a 400 and never reaches a query. */
export const idParams = z.object({ id: z.string().min(1).max(100) });
