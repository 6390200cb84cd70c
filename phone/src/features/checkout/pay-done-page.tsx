import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { Button, Result } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { PHONE_PAGES } from '@yaocai/contract';
import styles from './checkout.module.css';

/** /cart/step4 on a phone: paid; the order (or the order centre for several) and back to buying. */
export default function PayDonePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = (params.get('ids') ?? '').split(',').filter((x) => /^\d+$/.test(x));
  const orderHref = ids.length === 1 ? generatePath(PHONE_PAGES.orderDetail, { id: ids[0]! }) : `${PHONE_PAGES.orders}?status=1`;
  return (
    <div className={styles.page}>
      <NavBar back={null}>支付完成</NavBar>
      <Result status="success" title="支付成功" description="商家将尽快为您发货，可在我的订单查看进度" />
      <div className={styles.actionsCentered}>
        <Button color="primary" onClick={() => navigate(orderHref, { replace: true })}>
          查看订单
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate(PHONE_PAGES.home, { replace: true })}>
          继续采购
        </Button>
      </div>
    </div>
  );
}
