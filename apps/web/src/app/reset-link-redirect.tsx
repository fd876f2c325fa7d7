import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from './paths';

/**
 * The password reset mail links to `/?resetCode=`: the new password is set in the login screen's
 * forgot-password modal, so home sends such a visit there with its query intact.
 */
export function ResetLinkRedirect({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  if (new URLSearchParams(search).has('resetCode'))
    return <Navigate to={`${paths.login}${search}`} replace />;
  return children;
}
