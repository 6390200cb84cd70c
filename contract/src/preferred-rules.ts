/** /yx/rule: the preferred zone's rules, as the storefront and the phone show them (one text, zod-free). */
export const PREFERRED_RULES = {
  title: '优选专区规则',
  intro: '优选专区由平台从在售品种中精选，面向已通过资质审核的会员开放采购。',
  sections: [
    {
      title: '一、入选标准',
      items: [
        '生产企业资质齐全，批准文号、GSP 等证照在有效期内；',
        '近 90 天无质量投诉，批次可追溯，效期不少于 6 个月；',
        '价格在同品种同规格中具有竞争力，库存充足。',
      ],
    },
    {
      title: '二、采购说明',
      items: [
        '价格资质审核通过后可见；控销品种需另行申请授权；',
        '按中包装倍数采购，满足商家包邮门槛即可包邮；',
        '质量问题按《药品退换货》规则处理。',
      ],
    },
  ],
  back: '返回优选专区',
} as const;
