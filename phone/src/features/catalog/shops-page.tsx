import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Empty, Image } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import styles from './browse.module.css';

/** /shops and /shoplist on a phone: the merchants, where they ship from, 包邮 terms; a tap opens the shop's goods. */
export default function ShopsPage() {
  const back = useBack(PHONE_PAGES.home);
  const navigate = useNavigate();
  const shops = useQuery({ queryKey: ['shops'], queryFn: () => call(api.catalog.shops), staleTime: 5 * 60_000 });
  return (
    <div className={styles.page}>
      <NavBar onBack={back} className={styles.nav}>
        店铺
      </NavBar>
      {shops.isPending ? <div className="yc-loading">加载中…</div> : null}
      {shops.data?.length === 0 ? <Empty description="暂无店铺" /> : null}
      <div data-testid="phone-shops">
        {shops.data?.map((s) => (
          <div key={s.id} role="link" tabIndex={0} className={styles.row} onClick={() => navigate(`/list?shop_id=${s.id}`)}>
            <span className={styles.logo}>
              {s.logo ? <Image src={s.logo} width={48} height={48} fit="contain" alt="" /> : s.short_name.slice(0, 2)}
            </span>
            <div className={styles.rowBody}>
              <div className={styles.rowName}>{s.name}</div>
              <div className={styles.muted}>
                {s.province}
                {s.city} · {s.goods_count} 个商品{s.shipping_amount > 0 ? ` · 满${yuan(s.shipping_amount)}包邮` : ''}
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
