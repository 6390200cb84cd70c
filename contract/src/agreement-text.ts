/**
 * The words of /dzht (the e-contract, spec §8's 459) and /kxdl (控销代理), the same on the storefront and the phone
 * (zod-free: a phone page imports them without schemas).
 */
export const contractText = {
  dzhtTitle: '电子合同',
  version: '版本：',
  signedBy: (name: string, at: string) => `已由 ${name} 于 ${at} 签署`,
  signer: '签署人',
  signerPlaceholder: '请输入签署人姓名',
  signerRequired: '请输入签署人姓名',
  agree: '我已阅读并同意以上合同条款',
  agreeRequired: '请阅读并同意电子合同',
  sign: '签署合同',
  signedOk: '签署成功',
} as const;

export const kxAgentText = {
  kxTitle: '控销代理',
  kxIntro: '控销商品仅对获得授权的会员展示价格和销售。提交申请后，平台将在1–3个工作日内审核。',
  kxAuthorized: '您已获得控销授权，可在控销专区查看和采购控销商品',
  toKxzq: '进入控销专区',
  kxStatus: '申请状态',
  kxReason: '审核意见',
  kxAppliedAt: '申请时间',
  kxContact: '联系人',
  kxContactRequired: '请输入联系人',
  kxPhone: '联系电话',
  kxRemark: '申请说明',
  kxRemarkPlaceholder: '经营品类、所在区域、月采购量等（选填）',
  kxApply: '提交申请',
  kxReapply: '重新申请',
  kxApplied: '申请已提交，请等待审核',
  kxNeedPassed: '资质审核通过后才能申请控销授权',
} as const;
