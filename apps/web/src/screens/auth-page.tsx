import { type AuthMode, AuthScreen } from '@marquee/auth';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { useBrand } from '../brand/brand-context';
import { BrandHomeLink } from '../common/brand-home-link';
import { authFeaturesOf } from '../system/auth-features';
import { useMinimumAge } from '../system/minimum-age';
import { usePermissionQuery } from '../system/permission-query';

/**
 * The shared login / registration screen of the auth package (/login, /register, /register.html;
 * the layout hides the header there). Forgot password, second factor and the forced password
 * change open inside it; once the player is signed in and nothing is left to ask, home replaces
 * this entry (or the member-only page the visitor was sent here from), so Back does not return
 * to the login form. Without the header, the brand's logo above the form is the way home.
 */
/**
 * Where the login guard found the visitor (its `from`): an address of this app only, never
 * another origin (`//host` or a scheme), so a crafted history state cannot send a player away.
 */
function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

function AuthPage({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const brand = useBrand();
  const { data: permission } = usePermissionQuery();
  const minimumAge = useMinimumAge();
  const features = useMemo(() => authFeaturesOf(permission), [permission]);
  const { state } = useLocation();
  const returnTo = returnPathOf(state);
  const onAuthenticated = useCallback(
    () => void navigate(returnTo ?? paths.root, { replace: true }),
    [navigate, returnTo],
  );
  return (
    <div className="auth-page">
      <BrandHomeLink />
      <AuthScreen
        mode={mode}
        features={features}
        onAuthenticated={onAuthenticated}
        registerPath={paths.register}
        defaultCountryDialingCode={brand.countryDialingCode}
        minimumAge={minimumAge}
      />
    </div>
  );
}

export function LoginPage() {
  return <AuthPage mode="login" />;
}

export function RegisterPage() {
  return <AuthPage mode="register" />;
}
