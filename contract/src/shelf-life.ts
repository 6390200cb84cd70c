import { z } from 'zod';
import { INT4_MAX, intField } from './fields.js';
import { SHELF_LIFE_CATEGORY_MAX, SHELF_LIFE_MAX_MONTHS } from './shelf-life-rules.js';

/** POST /api/user/shelf_life: the minimum remaining shelf life in months, 0 for none. */
export const shelfLifeBody = z.object({ months: intField('最低剩余效期', { min: 0, max: SHELF_LIFE_MAX_MONTHS }) });
export const shelfLifeView = z.object({ months: z.number() });

/**
 * POST /api/user/shelf_life/categories: a minimum per top-level category (e.g. 中药饮片 6 months, 西药 12), replacing
 * those set before; goods of a category without one keep the general minimum.
 */
export const shelfLifeCategoriesBody = z
  .object({
    categories: z
      .array(
        z.object({
          category_id: intField('分类', { min: 1, max: INT4_MAX }),
          months: intField('最低剩余效期', { min: 1, max: SHELF_LIFE_MAX_MONTHS }),
        }),
        { error: '分类效期格式不正确' },
      )
      .max(SHELF_LIFE_CATEGORY_MAX, { error: `最多为${SHELF_LIFE_CATEGORY_MAX}个分类设置效期` })
      .default([]),
  })
  .superRefine((b, ctx) => {
    const ids = b.categories.map((c) => c.category_id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['categories'], message: '同一分类只能设置一次' });
  });
export type ShelfLifeCategoriesBody = z.infer<typeof shelfLifeCategoriesBody>;
export const shelfLifeCategoriesView = z.object({
  categories: z.array(z.object({ category_id: z.number(), name: z.string(), months: z.number() })),
});
export type ShelfLifeCategoriesView = z.infer<typeof shelfLifeCategoriesView>;
