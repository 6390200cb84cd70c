import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { userQuery } from '../../features/accounts/api/session';

/**
 * A page for members: a guest goes to the login and comes back here, before the page asks the server anything (a
 * member-only call answered 401 would be a failed request in the guest's console).
 */
export function MembersOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useQuery(userQuery);
  const { pathname, search } = useLocation();
  if (isPending) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return children;
}
