/** The query key of every 拼团 answer (the zone, 我的拼团, a goods' campaigns): a join refreshes them all. */
export const GROUP_BUY_KEY = ['groupbuy'] as const;
