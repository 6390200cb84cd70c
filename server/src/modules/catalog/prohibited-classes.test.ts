import { describe, expect, it } from 'vitest';
import { activeCore, prohibitedClassOf, type ProhibitedCode, type ProhibitedInput } from './prohibited-classes.js';

const code = (input: ProhibitedInput | string) => prohibitedClassOf(typeof input === 'string' ? { generic_name: input } : input)?.code ?? null;

describe('prohibitedClassOf: positives for every class', () => {
  const cases: Array<[ProhibitedCode, Array<ProhibitedInput | string>]> = [
    ['vaccine', ['人用狂犬病疫苗', '冻干甲型肝炎减毒活疫苗', '吸附破伤风类毒素', { generic_name: '皮内注射用卡介苗' }]],
    [
      'blood_product',
      [
        '人血白蛋白',
        '人血白蛋白注射液(华兰)',
        '静注人免疫球蛋白(pH4)',
        '人凝血因子Ⅷ',
        '注射用人纤维蛋白原',
        '人凝血酶原复合物',
        '破伤风人免疫球蛋白',
        '外用冻干人纤维蛋白粘合剂',
      ],
    ],
    [
      'narcotic',
      [
        '盐酸吗啡注射液',
        '硫酸吗啡缓释片',
        '盐酸哌替啶注射液',
        '枸橼酸芬太尼注射液',
        '枸橼酸舒芬太尼注射液',
        '注射用盐酸瑞芬太尼',
        '芬太尼透皮贴剂',
        '磷酸可待因片',
        '盐酸美沙酮口服溶液',
        '盐酸羟考酮缓释片',
        '盐酸氢吗啡酮注射液',
        '盐酸布桂嗪注射液',
        '复方樟脑酊',
        { generic_name: '布桂嗪片', trade_name: '强痛定' },
      ],
    ],
    [
      'psychotropic',
      [
        '地西泮片',
        '地西泮注射液(安定)',
        '艾司唑仑片',
        '阿普唑仑片',
        '劳拉西泮片',
        '咪达唑仑注射液',
        '咪哒唑仑(力月西)注射液',
        '氯硝西泮片',
        '三唑仑片',
        '盐酸曲马多缓释片',
        '氨酚曲马多片',
        '丁丙诺非透皮贴剂',
        '苯巴比妥片',
        '注射用苯巴比妥钠',
        '氯胺酮注射液',
        '酒石酸唑吡坦片',
        '佐匹克隆片',
        '右佐匹克隆片',
        '盐酸哌甲酯缓释片',
        '注射用哌甲酯',
        '氨酚羟考酮片',
        '复方磷酸可待因口服溶液',
        '地佐辛注射液',
        '枸橼酸咖啡因注射液',
        '氢溴酸右美沙芬糖浆',
        '麦角胺咖啡因片',
        '依托咪酯乳状注射液',
      ],
    ],
    [
      'toxic',
      [
        '生川乌',
        '生草乌',
        '生附子',
        '生半夏',
        '生南星',
        '斑蝥',
        '蟾酥',
        '蟾酥粉',
        '雄黄',
        '洋金花',
        '轻粉',
        '红粉',
        '生马钱子',
        '闹羊花',
        '雪上一枝蒿',
        '白降丹',
        '砒霜',
        '川乌',
        '白附子',
        '甘遂',
        '亚砷酸氯化钠注射液',
        '注射用三氧化二砷',
        '注射用A型肉毒毒素',
        { generic_name: '硫酸阿托品', dosage_form: '原料药' },
        { generic_name: '半夏', dosage_form: '中药饮片' },
      ],
    ],
    ['radioactive', ['碘[131I]化钠口服溶液', '锝[99mTc]亚甲基二膦酸盐注射液', '氟[18F]脱氧葡糖注射液', '碘[125I]密封籽源']],
    [
      'precursor',
      ['盐酸麻黄碱注射液', '盐酸麻黄碱滴鼻液', '盐酸伪麻黄碱片', '马来酸麦角新碱注射液', { generic_name: '麻黄素', dosage_form: '原料药' }],
    ],
    [
      'institution_preparation',
      [
        { generic_name: '清热合剂', approval_no: '苏药制字Z04000123' },
        { generic_name: '复方黄连膏', approval_no: '京药制字Z20053012' },
        '院内制剂 消炎合剂',
        { generic_name: '康肤冲剂(I)', manufacturer: '南京市中西医结合医院' },
      ],
    ],
    [
      'tcm_formula_granule',
      [
        '黄芪配方颗粒',
        { generic_name: '当归颗粒', spec: '4g/10g/袋', manufacturer: '江阴天江药业有限公司' },
        { generic_name: '山药颗粒', spec: '0.5g/10g/袋', dosage_form: '颗粒剂' },
        { generic_name: '板蓝根', category: '中药配方颗粒' },
      ],
    ],
  ];
  for (const [expected, inputs] of cases) {
    it(`recognises ${expected}`, () => {
      for (const input of inputs) expect(code(input), JSON.stringify(input)).toBe(expected);
    });
  }

  it('gives a Chinese reason naming the class and the regulation', () => {
    expect(prohibitedClassOf({ generic_name: '盐酸吗啡注射液' })).toEqual({
      code: 'narcotic',
      reason: '该品种属于麻醉药品，依据《药品网络销售监督管理办法》不得在网络销售',
    });
    expect(prohibitedClassOf({ generic_name: '人血白蛋白' })!.reason).toContain('血液制品');
    expect(prohibitedClassOf({ generic_name: '黄芪配方颗粒' })!.reason).toContain('中药配方颗粒');
  });
});

describe('prohibitedClassOf: negatives (no false positives)', () => {
  const allowed: Array<ProhibitedInput | string> = [
    '阿莫西林胶囊',
    '复方甘草片',
    '复方甘草口服溶液',
    '氯雷他定片',
    '感冒灵颗粒',
    '复方氨酚烷胺片',
    '复方氨酚烷胺胶囊',
    '布洛芬缓释胶囊',
    '阿司匹林肠溶片',
    '头孢克肟胶囊',
    '复方丹参滴丸',
    // combination cold medicines with 伪麻黄碱 / 右美沙芬 / 咖啡因 are OTC
    '复方盐酸伪麻黄碱缓释胶囊',
    '氨酚伪麻美芬片',
    '美敏伪麻口服溶液',
    '酚麻美敏片',
    '右美沙芬愈创甘油醚糖浆',
    '氨咖黄敏胶囊',
    '酚咖片',
    '复方对乙酰氨基酚片(Ⅱ)',
    '呋麻滴鼻液',
    // processed toxic herbs and patent medicines containing them
    '法半夏',
    '姜半夏',
    '清水半夏',
    '制川乌',
    '胆南星',
    '炙南星',
    '白附片',
    '六神丸',
    '牛黄解毒片',
    '华蟾素注射液',
    '干蟾皮',
    { generic_name: '白术(生)', dosage_form: '中药饮片' },
    { generic_name: '麻黄', dosage_form: '中药饮片' },
    // preparations of western toxic raw materials are ordinary Rx drugs (see the module header)
    '硫酸阿托品注射液',
    { generic_name: '硫酸阿托品眼用凝胶', dosage_form: '凝胶' },
    '硝酸毛果芸香碱滴眼液',
    '去乙酰毛花苷注射液',
    { generic_name: '氢溴酸东莨菪碱', dosage_form: '针剂' },
    '消旋山莨菪碱片',
    // look-alikes
    '氯氮平片',
    '丙泊酚注射液',
    '盐酸右美托咪定注射液',
    '碘化油注射液',
    '罂粟乙碘油注射液',
    '注射用紫杉醇(白蛋白结合型)',
    '重组人凝血因子Ⅷ',
    '抗人T细胞猪免疫球蛋白',
    '马破伤风免疫球蛋白',
    '牛痘疫苗接种家兔炎症皮肤提取物注射液',
    '卡介菌纯蛋白衍化物',
    '猪源纤维蛋白粘合剂',
    '盐酸纳洛酮注射液',
    '凝血酶冻干粉',
    '氟康唑胶囊',
    '普瑞巴林胶囊',
    { generic_name: '胃苏颗粒', spec: '5g*9袋/盒', manufacturer: '扬子江药业集团有限公司' },
    { generic_name: '板蓝根颗粒', spec: '10g*20袋/包', manufacturer: '广州白云山和记黄埔中药有限公司' },
    { generic_name: '六味地黄丸', approval_no: '国药准字Z41021910' },
  ];
  it.each(allowed.map((a) => [typeof a === 'string' ? a : a.generic_name, a]))('%s is allowed', (_name, input) => {
    expect(code(input as ProhibitedInput | string)).toBeNull();
  });
});

describe('activeCore', () => {
  it('strips salts, brackets and dosage-form endings', () => {
    expect(activeCore('盐酸麻黄碱注射液')).toBe('麻黄碱');
    expect(activeCore('硫酸吗啡缓释片(美施康定)')).toBe('吗啡');
    expect(activeCore('复方盐酸伪麻黄碱缓释胶囊')).toBe('复方伪麻黄碱');
    expect(activeCore('注射用苯巴比妥钠')).toBe('苯巴比妥钠');
  });
});
