import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Empty } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import styles from './browse.module.css';

/** /ppzq on a phone: every brand with its maker and how many goods it has; a tap lists the brand's goods. */
export default function BrandsPage() {
  const back = useBack(PHONE_PAGES.home);
  const navigate = useNavigate();
  const brands = useQuery({ queryKey: ['brands'], queryFn: () => call(api.catalog.brands), staleTime: 5 * 60_000 });
  return (
    <div className={styles.page}>
      <NavBar onBack={back} className={styles.nav}>
        品牌专区
      </NavBar>
      {brands.isPending ? <div className="yc-loading">加载中…</div> : null}
      {brands.data?.length === 0 ? <Empty description="暂无品牌" /> : null}
      <div className={styles.brandGrid} data-testid="phone-brands">
        {brands.data?.map((b) => (
          <button key={b.id} type="button" className={styles.brand} onClick={() => navigate(`/ppzq/info/${b.id}`)}>
            <div className={styles.rowName}>{b.name}</div>
            <div className={styles.muted}>{b.manufacturer}</div>
            <div className={styles.muted}>{b.goods_count} 个商品</div>
          </button>
        ))}
      </div>
    </div>
  );
}
