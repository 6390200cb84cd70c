import { Link, useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Grid, NoticeBar } from 'antd-mobile';
import { ScanningOutline, SearchOutline } from 'antd-mobile-icons';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES } from '@yaocai/contract';
import { MoreOnScroll } from '../../components/more-on-scroll';
import { call } from '../../lib/api-client';
import { nextPageOf } from '../../lib/paging';
import { useUser } from '../../lib/user';
import { GoodsRow } from '../../components/goods-row';
import styles from './home.module.css';

/** The zones of the desktop's menu, each at its own address (one without a phone page yet opens the desktop's). */
const ZONES = [
  { name: '优选', href: '/yx', color: '#007f55' },
  { name: '中药', href: '/zyyp', color: '#8c6d1f' },
  { name: '控销', href: '/kxzq', color: '#c41d7f' },
  { name: '免邮', href: '/myzq', color: '#0958d9' },
  { name: '每日特价', href: '/mrtj', color: '#e02e24' },
  { name: '领券', href: '/lqzx', color: '#ad4e00' },
  { name: '品牌', href: '/ppzq', color: '#531dab' },
  { name: '积分商城', href: '/jfsc', color: '#006d75' },
];

const PAGE_SIZE = 20;

/** / on a phone: search first, the zones, then the best sellers as one endless list. */
export default function HomePage() {
  const navigate = useNavigate();
  const user = useUser().data;
  const goods = useInfiniteQuery({
    queryKey: ['goods', 'list', 'sales'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => call(api.catalog.list, { query: { sort: 'sales', page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: nextPageOf,
  });
  const list = goods.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div>
      <header className={styles.top}>
        <span className={styles.brand}>药采</span>
        <button type="button" className={styles.search} onClick={() => navigate(PHONE_PAGES.search)} aria-label="搜索商品">
          <SearchOutline /> 药品名称/拼音首字母/厂家
        </button>
        <button type="button" className={styles.scan} onClick={() => navigate(PHONE_PAGES.scan)} aria-label="扫码购">
          <ScanningOutline />
        </button>
      </header>
      {user?.show === 1 && user.zizhi_warning ? <NoticeBar content={user.zizhi_warning} color="alert" wrap /> : null}
      <nav className={styles.zones} aria-label="专区">
        <Grid columns={4} gap={8}>
          {ZONES.map((z) => (
            <Grid.Item key={z.href}>
              <Link to={z.href} className={styles.zone}>
                <span className={styles.zoneIcon} style={{ background: z.color }}>
                  {z.name.slice(0, 1)}
                </span>
                {z.name}
              </Link>
            </Grid.Item>
          ))}
        </Grid>
      </nav>
      <h2 className={styles.section}>热销商品</h2>
      {list.map((g) => (
        <GoodsRow key={g.id} goods={g} />
      ))}
      <MoreOnScroll query={goods} />
    </div>
  );
}
