import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Image, ImageViewer, List, NoticeBar, Steps, Tag } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PAY_METHOD_NAMES, PHONE_PAGES, chinaMinute, type OutputOf } from '@yaocai/contract';
import { Loaded } from '../../components/loaded';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { afterSaleHref, isReturnKind } from './rules';
import styles from './after-sales.module.css';

type Request = OutputOf<typeof api.orders.afterSale>;
const TAG: Record<number, 'warning' | 'primary' | 'danger' | 'success'> = { 0: 'warning', 1: 'primary', 2: 'danger', 3: 'success' };

/**
 * /order/returnInfo/:id and /order/afterSalesInfo/:id on a phone — one request, `id` its own: where it stands, the
 * merchant's answer, the money and where it went, the lines, the photos (tap to view), each step with its time. A
 * request opened under the other path is sent to its own, as on the desktop.
 */
export default function AfterSalePage() {
  const id = Number(useParams().id);
  const returns = useLocation().pathname.startsWith('/order/returnInfo');
  const request = useQuery({
    queryKey: ['orders', 'after-sale', id],
    queryFn: () => call(api.orders.afterSale, { params: { id } }, { silent: true }),
    enabled: id > 0,
    retry: false,
    staleTime: 0,
  });
  const back = useBack(`${PHONE_PAGES.orders}`);
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{returns ? '退货/退款详情' : '售后详情'}</NavBar>
      <Loaded query={request} valid={id > 0} missing={{ title: '售后申请不存在', description: '请回到订单详情查看' }}>
        {(a) => (isReturnKind(a.kind) !== returns ? <Navigate to={afterSaleHref(a)} replace /> : <Detail a={a} />)}
      </Loaded>
    </div>
  );
}

function Detail({ a }: { a: Request }) {
  const money = isReturnKind(a.kind);
  const done = a.timeline.filter((s) => s.at).length;
  return (
    <div data-testid="phone-after-sale-detail">
      <header className={styles.banner}>
        <div className={styles.row}>
          <strong>{a.kind_text}</strong>
          <Tag color={TAG[a.status] ?? 'default'} fill="solid" data-testid="phone-after-sale-status" className={styles.bannerTag}>
            {a.status_text}
          </Tag>
        </div>
        <div className={styles.bannerNote}>
          {a.status === 0 &&
            (a.kind === 'recall'
              ? '召回退货已提交：请将召回批号商品退回商家，商家收货审核后按实付单价退款'
              : '您的申请已提交，商家将在1-3个工作日内处理')}
          {a.status === 2 && `商家未同意：${a.decision_reason || '—'}`}
          {a.status !== 0 && a.status !== 2 && a.refunded_amount > 0 && `已退款 ${yuan(a.refunded_amount)}，退至${a.refund_to}`}
          {a.status !== 0 && a.status !== 2 && a.refunded_amount === 0 && (a.decision_reason || '商家已处理您的申请')}
        </div>
      </header>

      {a.decided_at && (
        <section className={styles.card} data-testid="phone-after-sale-answer">
          <div className={styles.cardTitle}>商家处理</div>
          <div>{a.decision_reason || (a.status === 2 ? '商家未同意' : '商家已同意')}</div>
          <div className={styles.muted}>{chinaMinute(a.decided_at)}</div>
        </section>
      )}
      {a.status === 2 && <NoticeBar color="info" wrap content="如对处理结果有疑问，可在订单详情联系商家后再次申请" />}

      <List mode="card" header="申请信息" className={styles.list}>
        <List.Item extra={a.id}>申请编号</List.Item>
        <List.Item extra={a.kind_text}>申请类型</List.Item>
        <List.Item extra={chinaMinute(a.created_at)}>申请时间</List.Item>
        <List.Item extra={<Link to={`/order/info/${a.order_id}`}>{a.order_no}</Link>}>订单号</List.Item>
        <List.Item extra={a.shop_name}>店铺</List.Item>
        <List.Item extra={a.pay_method ? (PAY_METHOD_NAMES[a.pay_method] ?? a.pay_method) : '—'}>支付方式</List.Item>
        {money && <List.Item extra={yuan(a.refund_amount)}>申请退款</List.Item>}
        {money && (
          <List.Item extra={<span data-testid="phone-after-sale-refund">{a.refunded_amount > 0 ? yuan(a.refunded_amount) : '—'}</span>}>
            已退款
          </List.Item>
        )}
        {money && <List.Item extra={a.refund_to || '—'}>退款去向</List.Item>}
        <List.Item extra={a.reason}>申请原因</List.Item>
        <List.Item description={a.description || '—'}>问题描述</List.Item>
      </List>

      {a.photos.length > 0 && (
        <section className={styles.card}>
          <div className={styles.cardTitle}>上传凭证（{a.photos.length}）</div>
          <div className={styles.photos} data-testid="phone-after-sale-photos">
            {a.photos.map((src, i) => (
              <button
                key={src}
                type="button"
                className={styles.photo}
                aria-label={`查看凭证${i + 1}`}
                onClick={() => ImageViewer.Multi.show({ images: a.photos, defaultIndex: i })}
              >
                <Image src={src} width={80} height={80} fit="cover" alt={`凭证${i + 1}`} />
              </button>
            ))}
          </div>
        </section>
      )}

      {a.items.length > 0 && (
        <section className={styles.card} data-testid="phone-after-sale-lines">
          <div className={styles.cardTitle}>商品与数量</div>
          {a.items.map((i) => (
            <Link key={i.order_item_id} to={`/list/info/${i.goods_id}`} className={styles.line}>
              <Image src={i.image} width={56} height={56} fit="contain" alt={i.name} />
              <div className={styles.lineBody}>
                <div className={styles.lineName}>{i.name}</div>
                <div className={styles.muted}>
                  {i.spec} · {i.manufacturer}
                </div>
                <div className={styles.muted}>批号 {i.batch_no || '—'}</div>
              </div>
              <div className={styles.linePrice}>
                <div>{yuan(i.price)}</div>
                <div className={styles.muted}>申请 ×{i.number}</div>
              </div>
            </Link>
          ))}
        </section>
      )}

      <section className={styles.card}>
        <div className={styles.cardTitle}>处理进度</div>
        <Steps direction="vertical" current={Math.max(0, done - 1)} data-testid="phone-after-sale-timeline">
          {a.timeline.map((s, i) => (
            <Steps.Step
              key={`${s.title}-${i}`}
              title={s.title}
              status={!s.at ? 'wait' : a.status === 2 && s.title === '商家已拒绝' ? 'error' : 'finish'}
              description={[s.at ? chinaMinute(s.at) : '', s.detail].filter(Boolean).join(' · ')}
            />
          ))}
        </Steps>
      </section>
    </div>
  );
}
