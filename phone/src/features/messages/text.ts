/** User-facing text of site messages (/wdxx), as the desktop's (web features/messages/text.ts). */
export const messagesText = {
  title: '我的消息',
  all: '全部消息',
  unread: '未读消息',
  readAll: '全部已读',
  readAllDone: '已全部标记为已读',
  empty: '暂无消息',
  emptyUnread: '没有未读消息',
  close: '知道了',
  types: { review: '审核通知', certificate: '证件提醒', order: '订单消息', system: '系统消息', points: '积分消息', alert: '商品提醒' } as Record<
    string,
    string
  >,
} as const;
