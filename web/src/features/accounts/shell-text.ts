/**
 * The accounts texts of the page shell (top bar, service block) and the home page's member box, apart from the feature's long
 * catalogue of form and member-centre texts so the first load does not carry those.
 */
export const shellText = {
  welcome: '您好，欢迎来到药采！',
  hello: '您好，',
  login: '登录',
  register: '免费注册',
  logout: '退出',
  dedicatedService: '专属客服',
  service: '客服',
  hotline: '投诉热线',
  memberCentre: '会员中心',
  memberBoxGuest: 'Hi，欢迎来到药采',
  memberBoxHint: '登录后查看会员价格',
  pendingReview: '资质审核中',
} as const;
