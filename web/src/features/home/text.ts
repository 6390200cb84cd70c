/** User-facing text of the home feature. */
export const homeText = {
  spike: '限时秒杀',
  spikeNone: '暂无秒杀场次，敬请期待',
  spikeEnded: '本场秒杀已结束',
  stockLeft: (n: number) => `仅剩${n}件`,
  sold: (p: number) => `已抢${p}%`,
  limit: (n: number) => `每人限购${n}件`,
  soldOut: '已抢光',
  session: (t: string) => `${t} 场`,
  everyday: '每日特价',
  everydaySub: '每天更新 · 限量特惠',
  specialPrice: '特价',
  more: '查看更多',
  zones: '特色专区',
  floorMore: '更多',
  loadMore: '加载更多',
  loading: '加载中...',
  noMore: '已经到底了',
} as const;

/** The zone entries of the home page, in the order buyers use them. */
export const ZONE_TILES = [
  { name: '优选专区', href: '/yx', desc: '平台精选', icon: 'yx', color: '#00a870' },
  { name: '中药专区', href: '/zyyp', desc: '道地饮片', icon: 'zy', color: '#8b5a2b' },
  { name: '控销专区', href: '/kxzq', desc: '授权采购', icon: 'kx', color: '#ff6a00' },
  { name: '免邮专区', href: '/myzq', desc: '单品包邮', icon: 'my', color: '#1677ff' },
  { name: '每日特价', href: '/mrtj', desc: '每日上新', icon: 'tj', color: '#e4393c' },
  { name: '领券中心', href: '/lqzx', desc: '优惠券', icon: 'lq', color: '#eb2f96' },
  { name: '品牌专区', href: '/ppzq', desc: '品牌直供', icon: 'pp', color: '#722ed1' },
  { name: '全场94折', href: '/welfare', desc: '会员福利', icon: 'fl', color: '#fa541c' },
] as const;
