/**
 * Clearly labelled synthetic rows (source "synthetic") for everyday pharmacy staples the sources lack, so the demo
 * catalogue answers the searches a buyer (and the test suite) tries first: 感冒灵, 复方氨酚烷胺, 头孢氨苄, 修正 ….
 * Names and makers are real-world products; specs are typical; every other figure is generated like the rest.
 */
import type { Kind } from './product.js';

export interface SyntheticRow {
  id: string;
  generic: string;
  trade: string;
  spec: string;
  unit: string;
  manufacturer: string;
  kind: Kind;
  staple: string;
}

export const SYNTHETIC_ROWS: SyntheticRow[] = [
  { id: 'xz-sds', generic: '维U颠茄铝胶囊Ⅱ', trade: '斯达舒', spec: '12粒/盒', unit: '盒', manufacturer: '修正药业集团股份有限公司', kind: 'chemical', staple: '修正' },
  { id: 'xz-xms', generic: '消糜栓', trade: '', spec: '3g*5粒/盒', unit: '盒', manufacturer: '修正药业集团股份有限公司', kind: 'tcm_patent', staple: '修正' },
  { id: 'xz-xehs', generic: '小儿氨酚黄那敏颗粒', trade: '', spec: '6g*10袋/盒', unit: '盒', manufacturer: '修正药业集团股份有限公司', kind: 'chemical', staple: '修正' },
  { id: 'xz-gmqr', generic: '感冒清热颗粒', trade: '', spec: '12g*10袋/盒', unit: '盒', manufacturer: '修正药业集团股份有限公司', kind: 'tcm_patent', staple: '修正' },
  { id: 'xz-lwdh', generic: '六味地黄丸(浓缩丸)', trade: '', spec: '200丸/瓶', unit: '瓶', manufacturer: '修正药业集团股份有限公司', kind: 'tcm_patent', staple: '修正' },
  { id: 'gml', generic: '感冒灵颗粒', trade: '999', spec: '10g*9袋/盒', unit: '盒', manufacturer: '华润三九医药股份有限公司', kind: 'tcm_patent', staple: '感冒灵颗粒' },
  { id: 'ffaf-gk', generic: '复方氨酚烷胺片', trade: '感康', spec: '12片/盒', unit: '盒', manufacturer: '吉林省吴太感康药业有限公司', kind: 'chemical', staple: '复方氨酚烷胺' },
  { id: 'ffaf-kk', generic: '复方氨酚烷胺胶囊', trade: '快克', spec: '10粒/盒', unit: '盒', manufacturer: '海南亚洲制药股份有限公司', kind: 'chemical', staple: '复方氨酚烷胺' },
  { id: 'tbab-jn', generic: '头孢氨苄胶囊', trade: '', spec: '0.25g*24粒/盒', unit: '盒', manufacturer: '华北制药股份有限公司', kind: 'chemical', staple: '头孢氨苄' },
  { id: 'tbab-p', generic: '头孢氨苄片', trade: '', spec: '0.25g*24片/盒', unit: '盒', manufacturer: '石药集团欧意药业有限公司', kind: 'chemical', staple: '头孢氨苄' },
  { id: 'tbkw-p', generic: '头孢克肟片', trade: '', spec: '0.1g*6片/盒', unit: '盒', manufacturer: '广州白云山制药股份有限公司广州白云山制药总厂', kind: 'chemical', staple: '头孢克肟' },
  { id: 'amxl-jn', generic: '阿莫西林胶囊', trade: '', spec: '0.25g*50粒/盒', unit: '盒', manufacturer: '石药集团中诺药业（石家庄）有限公司', kind: 'chemical', staple: '阿莫西林胶囊' },
  { id: 'blg-kl', generic: '板蓝根颗粒', trade: '', spec: '10g*20袋/包', unit: '包', manufacturer: '广州白云山和记黄埔中药有限公司', kind: 'tcm_patent', staple: '板蓝根颗粒' },
  { id: 'lhqw', generic: '连花清瘟胶囊', trade: '', spec: '0.35g*24粒/盒', unit: '盒', manufacturer: '石家庄以岭药业股份有限公司', kind: 'tcm_patent', staple: '感冒' },
  { id: 'jwxs', generic: '健胃消食片', trade: '江中', spec: '0.8g*32片/盒', unit: '盒', manufacturer: '江中药业股份有限公司', kind: 'tcm_patent', staple: '健胃消食片' },
  { id: 'hxzq', generic: '藿香正气口服液', trade: '', spec: '10ml*10支/盒', unit: '盒', manufacturer: '太极集团重庆涪陵制药厂有限公司', kind: 'tcm_patent', staple: '藿香正气' },
  { id: 'wsc', generic: '维生素C片', trade: '', spec: '0.1g*100片/瓶', unit: '瓶', manufacturer: '华中药业股份有限公司', kind: 'chemical', staple: '维生素C' },
];
