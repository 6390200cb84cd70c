import { useQuery } from '@tanstack/react-query';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatMoney } from '../../../lib/money';
import { userMoneyQuery } from '../api/payments';

/** /user: the balance (去充值) and the credit still available (of the limit), each leading to its page. */
export function WalletTiles() {
  const { data } = useQuery(userMoneyQuery);
  return (
    <>
      <StatTile
        label="账户余额"
        value={data && formatMoney(data.user_money)}
        to="/wdqb"
        action={{ label: '去充值', to: '/wdqb?recharge=1' }}
        testId="tile-balance"
      />
      <StatTile
        label="可用账期额度"
        value={data && formatMoney(data.credit_available)}
        to="/zqgl"
        hint={data && (data.credit_limit > 0 ? `总额度 ${formatMoney(data.credit_limit)}` : '未开通账期')}
        testId="tile-credit"
      />
    </>
  );
}
