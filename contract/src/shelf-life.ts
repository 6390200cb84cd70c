import { z } from 'zod';
import { intField } from './fields.js';
import { SHELF_LIFE_MAX_MONTHS } from './shelf-life-rules.js';

/** POST /api/user/shelf_life: the minimum remaining shelf life in months, 0 for none. */
export const shelfLifeBody = z.object({ months: intField('最低剩余效期', { min: 0, max: SHELF_LIFE_MAX_MONTHS }) });
export const shelfLifeView = z.object({ months: z.number() });
