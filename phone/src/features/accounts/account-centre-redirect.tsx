import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { hasPhonePage, PHONE_PAGES } from '@yaocai/contract';

/**
 * /zhzx, /zhzx_jcxx and /zhzx/{section} on a phone, as the desktop's routes lead: the account centre opens 账户信息
 * (/basic), /zhzx/addr the addresses (/addr) and so on — the section's phone page, else the server's page for it.
 */
export function AccountCentreRedirect() {
  const { search } = useLocation();
  const { section } = useParams();
  const target = section ? `/${section}${search}` : PHONE_PAGES.basicInfo + search;
  const inApp = hasPhonePage(target.split('?')[0]!);
  useEffect(() => {
    if (!inApp) location.replace(target);
  }, [inApp, target]);
  return inApp ? <Navigate to={target} replace /> : <div className="yc-loading">加载中…</div>;
}
