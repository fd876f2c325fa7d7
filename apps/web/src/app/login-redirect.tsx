import { useSessionToken } from '@marquee/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBrand } from '../brand/brand-context';
import { paths } from './paths';
import { requiresLogin } from './route-rules';

/** Brands with loginedToHomePage on show visitors nothing but the login area. */
export function LoginRedirect({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const brand = useBrand();
  const token = useSessionToken();
  if (requiresLogin(pathname, brand.loginedToHomePage, token)) return <Navigate to={paths.login} replace />;
  return children;
}
