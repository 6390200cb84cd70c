import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spin } from 'antd';
import { PageContainer } from '../../components/layout/page-container';
import { safeRedirect } from '../../lib/safe-redirect';

/** /loading (route name `loading`): a hand-over page; goes on to `?redirect=` (same site only) or home. */
export function LoadingRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = safeRedirect(params.get('redirect'));
  useEffect(() => {
    const t = setTimeout(() => navigate(to, { replace: true }), 300);
    return () => clearTimeout(t);
  }, [navigate, to]);
  return (
    <PageContainer data-testid="loading-page" style={{ padding: '120px 0', textAlign: 'center' }}>
      <Spin size="large" />
      <p style={{ marginTop: 16, color: '#999' }}>加载中…</p>
    </PageContainer>
  );
}
