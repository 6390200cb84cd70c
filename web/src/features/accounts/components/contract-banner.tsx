import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { userQuery } from '../api/session';
import { contractBannerText as t } from '../text';

/**
 * Before checkout (cart, step 2): an approved member who has not signed the current e-contract is told so with a link
 * to /dzht, which brings the buyer back here after signing — rather than meeting 459 only at 提交订单.
 */
export function ContractBanner() {
  const { data: user } = useQuery(userQuery);
  const { pathname, search } = useLocation();
  if (!user || user.is_passed !== 1 || user.contract_signed === 1) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="contract-banner"
      title={t.title}
      description={t.description}
      action={
        <Link to={`/dzht?redirect=${encodeURIComponent(pathname + search)}`} data-testid="contract-banner-sign">
          <Button type="primary" size="small">
            {t.sign}
          </Button>
        </Link>
      }
    />
  );
}
