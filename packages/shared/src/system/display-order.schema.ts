import { z } from 'zod';

/**
 * A display order (roles, menus, departments, dictionary entries): a whole number from 0 to `max`.
 * Out of range is one clear message naming the range; the whole-number check runs only on a
 * number in range, so 1e20 is not also reported against the largest safe integer.
 */
export const displayOrder = (max: number) => z.coerce.number().min(0).max(max).pipe(z.int());
