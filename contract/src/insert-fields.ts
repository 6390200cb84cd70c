// Zod-free on purpose: the phone storefront's 说明书 tab imports it without the schemas.
/** 说明书 fields in the order NMPA prints them, with their Chinese headings (the tab and the console share them). */
export const INSERT_FIELDS = [
  ['ingredients', '成份'],
  ['character', '性状'],
  ['indications', '适应症/功能主治'],
  ['dosage', '用法用量'],
  ['adverse_reactions', '不良反应'],
  ['contraindications', '禁忌'],
  ['precautions', '注意事项'],
  ['interactions', '药物相互作用'],
  ['storage', '贮藏'],
  ['shelf_life', '有效期'],
] as const;
export type InsertField = (typeof INSERT_FIELDS)[number][0];
