/**
 * A drug's 处方分类 (prescription class). Zod-free, so a page that only names the class (the phone's goods page) does
 * not bundle the catalog's schemas.
 */
export const CLASSIFICATIONS = ['rx', 'otc_a', 'otc_b', 'other'] as const;
export const CLASSIFICATION_NAMES: Record<(typeof CLASSIFICATIONS)[number], string> = {
  rx: '处方药',
  otc_a: '甲类OTC',
  otc_b: '乙类OTC',
  other: '其他',
};
