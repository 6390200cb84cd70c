/** User-facing text of the content feature (header furniture, footer, banners). */
export const contentText = {
  announcementLabel: '公告',
  noAnnouncement: '暂无公告',
  announcementsTitle: '商城公告',
  more: '更多',
  footerNotice: '本网站不发布毒性药品、麻醉药品、精神药品、放射性药品、戒毒药品和医疗机构制剂的产品信息',
  drugInfoLicence: '互联网药品信息服务资格证书',
  businessLicence: '营业执照',
  icp: 'ICP备案号',
  police: '公安备案号',
  miniProgram: '微信小程序',
  appDownload: '手机APP下载',
  bannerFallback: '药采 · 医药采购一站式平台',
} as const;
