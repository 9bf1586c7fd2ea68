import { z } from 'zod';

/** Every success answer is `{ data }` (DESIGN §4). */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const healthSchema = z.object({ status: z.literal('ok') });
