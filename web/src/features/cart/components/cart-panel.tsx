import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Spin } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { CartLine } from '@yaocai/contract';
import { fenToYuan, formatMoney } from '../../../lib/money';
import { cartListQuery } from '../api/cart';
import { useCartActions } from '../hooks/use-cart-actions';
import { cartText as t } from '../text';
import styles from './cart-panel.module.css';

interface Props {
  isMember: boolean;
  /** False on the step-1 cart page, which loads the same list itself (spec §4). */
  reload: boolean;
  onClose: () => void;
}

function Line({ line, onRemove }: { line: CartLine; onRemove: (id: number) => void }) {
  const image = line.goods.goods_image[0];
  return (
    <li className={styles.line} data-testid="cart-panel-line">
      <Link to={`/list/info/${line.goods.id}`} className={styles.thumb}>
        {image ? <img src={image} alt={line.goods.name} /> : null}
      </Link>
      <div className={styles.info}>
        <Link to={`/list/info/${line.goods.id}`} className={styles.name} title={line.goods.name}>
          {line.goods.name}
        </Link>
        <span className={styles.spec}>{line.goods.ypgg}</span>
        <span className={styles.price}>
          {line.price_tip ?? formatMoney(line.price)} × {line.number}
          <button type="button" className={styles.remove} onClick={() => onRemove(line.id)}>
            {t.remove}
          </button>
        </span>
        {line.gift_lines.map((g) => (
          <span key={`${g.kind}-${g.goods_id}`} className={styles.spec} data-testid="cart-panel-gift">
            {g.kind === 'addon' ? t.addonTag : t.giftTag}：{g.name} {g.spec} ×{g.number}
            {g.unit} {formatMoney(g.amount)}
          </span>
        ))}
      </div>
    </li>
  );
}

/** The side bar's cart: the member's lines grouped by shop, delete, count, total and a link to the cart. */
export function CartPanel({ isMember, reload, onClose }: Props) {
  const { remove } = useCartActions();
  // On the step-1 page the cart page owns the list: the panel shows what is cached and does not reload on opening.
  const { data, isPending } = useQuery({ ...cartListQuery(), enabled: isMember, refetchOnMount: reload });
  const groups = (data?.data ?? []).filter((g) => g.lines.length > 0);
  // Count and total are the server's, the cart page's figure of what 去结算 takes (selected lines after reductions, of
  // the shops that reach their 起订金额); a shop still short of it says so under its name.
  const count = data?.count ?? 0;
  const total = data?.selected_total ?? 0;

  let body: ReactNode;
  if (!isMember) {
    body = (
      <Empty description={t.loginPrompt} className={styles.empty}>
        <Link to="/login">
          <Button type="primary">{t.login}</Button>
        </Link>
      </Empty>
    );
  } else if (isPending) {
    body = <Spin className={styles.spin} />;
  } else if (groups.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} className={styles.empty} />;
  } else {
    body = groups.map((g) => (
      <section key={g.shop_id} className={styles.shop}>
        <h4 className={styles.shopName}>
          {g.shop_name}
          {g.min_order_shortfall > 0 && (
            <span className={styles.short} data-testid="cart-panel-min-order">
              {t.lineBelowMinimum(fenToYuan(g.min_order_shortfall))}
            </span>
          )}
        </h4>
        <ul className={styles.lines}>
          {g.lines.map((line) => (
            <Line key={line.id} line={line} onRemove={(id) => remove([id])} />
          ))}
        </ul>
      </section>
    ));
  }

  return (
    <div className={styles.panel} data-testid="cart-panel">
      <header className={styles.head}>
        <span>{t.title}</span>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
          <CloseOutlined />
        </button>
      </header>
      <div className={styles.body}>{body}</div>
      {isMember && groups.length > 0 && (
        <footer className={styles.foot}>
          <div className={styles.summary}>
            <span data-testid="cart-panel-count">{t.count(count)}</span>
            <span>
              {t.total}
              <strong className={styles.total} data-testid="cart-panel-total">
                {formatMoney(total)}
              </strong>
            </span>
          </div>
          <Link to="/cart" onClick={onClose}>
            <Button type="primary" block>
              {t.settle}
            </Button>
          </Link>
        </footer>
      )}
    </div>
  );
}
