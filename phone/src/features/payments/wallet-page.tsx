import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Tabs, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { PHONE_PAGES, phonePageOf } from '@yaocai/contract';
import { yuan } from '../../lib/money';
import { useBack } from '../../lib/navigation';
import { useUser } from '../../lib/user';
import { bankCardQuery, walletQuery } from './api';
import { MoneyLog, Recharges, Withdrawals } from './money-lists';
import { RechargeView } from './recharge-view';
import { BindCardView, WithdrawView } from './withdraw-views';
import { PayAccount } from './pay-account';
import { payText as t } from './text';
import styles from './payments.module.css';

const TABS = ['log', 'recharges', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];
const VIEWS = ['recharge', 'withdraw', 'bind'] as const;

/** /wdqb and /tlzh (我的通联账户) on a phone: one module, as the desktop's routes/money holds both. */
export default function WalletPage() {
  return phonePageOf(useLocation().pathname) === 'payAccount' ? <PayAccount /> : <Wallet />;
}

/**
 * /wdqb on a phone (我的钱包): the balance with 充值 and 提现, the 账期 still free, the withdrawal card; below, the money
 * log (by type and China days), recharges and withdrawals. 充值, 提现 and 绑定银行卡 open as pages of their own at
 * /wdqb?recharge=1 | ?withdraw=1 | ?bind=1, so the phone's back closes them and a shared address opens them.
 */
function Wallet() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const back = useBack(PHONE_PAGES.member);
  const wallet = useQuery(walletQuery);
  const card = useQuery(bankCardQuery);
  const user = useUser().data;
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'log';
  const view = VIEWS.find((v) => params.get(v) === '1');
  const location = useLocation();
  // A sub-page opened from here is a history entry of its own (the phone's back closes it); one opened by its address
  // (a link from the pay page, a reload) is replaced by the wallet instead.
  const open = (v: (typeof VIEWS)[number]) => setParams((p) => new URLSearchParams([...p, [v, '1']]), { state: { sub: true } });
  const close = () => {
    if ((location.state as { sub?: boolean } | null)?.sub) return void navigate(-1);
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        for (const k of [...VIEWS, 'pay', 'redirect']) q.delete(k);
        return q;
      },
      { replace: true },
    );
  };
  const balance = wallet.data?.user_money ?? 0;

  if (view === 'recharge') return <RechargeView onClose={close} />;
  if (view === 'bind') return <BindCardView phone={user?.show === 1 ? user.phone : ''} onClose={close} />;
  if (view === 'withdraw' && card.data && wallet.data) return <WithdrawView balance={balance} card={card.data} onClose={close} />;

  const withdraw = () => {
    if (card.data) return open('withdraw');
    Toast.show({ content: t.withdrawNeedsCard });
    open('bind');
  };
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.walletTitle}</NavBar>
      <section className={styles.hero} data-testid="phone-wallet">
        <div className={styles.heroLabel}>{t.balance}</div>
        <div className={styles.heroValue} data-testid="phone-wallet-balance">
          {wallet.data ? yuan(balance).slice(1) : '—'}
        </div>
        <div className={styles.heroActions}>
          <Button shape="rounded" onClick={() => open('recharge')}>
            {t.recharge}
          </Button>
          <Button shape="rounded" fill="outline" className={styles.heroOutline} disabled={!wallet.data || balance <= 0} onClick={withdraw}>
            {t.withdraw}
          </Button>
        </div>
      </section>
      <div className={styles.facts}>
        <button type="button" className={styles.fact} onClick={() => navigate(PHONE_PAGES.credit)}>
          <span className={styles.muted}>{t.creditAvailable}</span>
          <strong>{wallet.data ? (wallet.data.credit_limit > 0 ? yuan(wallet.data.credit_available) : t.creditOff) : '—'}</strong>
        </button>
        <button type="button" className={styles.fact} onClick={() => open('bind')}>
          <span className={styles.muted}>{t.boundCard}</span>
          <strong className={styles.ellipsis}>{card.data ? `尾号${card.data.card_no_masked.slice(-4)} · ${card.data.bank_name}` : t.noCard}</strong>
        </button>
      </div>
      <Tabs
        activeKey={tab}
        className={styles.tabs}
        onChange={(k) =>
          setParams(
            (p) => {
              const q = new URLSearchParams(p);
              if (k === 'log') q.delete('tab');
              else q.set('tab', k);
              return q;
            },
            { replace: true },
          )
        }
      >
        {TABS.map((k) => (
          <Tabs.Tab key={k} title={t.tabs[k]} />
        ))}
      </Tabs>
      {tab === 'log' ? <MoneyLog /> : tab === 'recharges' ? <Recharges /> : <Withdrawals />}
    </div>
  );
}
