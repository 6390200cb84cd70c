/** User-facing text of the shops feature. */
export const shopsText = {
  title: '入驻商家',
  sub: '正规医药批发企业，资质齐全',
  grid: '宫格',
  list: '列表',
  goodsCount: (n: number) => `${n} 个在售品种`,
  freeShippingFrom: '包邮门槛',
  enter: '进入店铺',
  location: '所在地',
  shippingFee: '运费',
  minOrder: '起订金额',
  licence: '药品经营许可证',
  gsp: 'GSP证书',
  businessHours: '营业时间',
  notice: '店铺公告',
  allGoods: '店铺全部商品',
} as const;
