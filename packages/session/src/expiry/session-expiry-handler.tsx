import { memberKeys } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useToasts } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCurrencySymbol } from '../money/currency';
import { useLoginPath } from '../paths/login-path';
import { onSessionExpired } from './session-expiry-events';

/**
 * Mounted once by the shell. When the platform rejects the session (the transport has already
 * cleared it): drop what was cached for the member, say so (why, when the platform told: a
 * time-out or self-exclusion started on another device, with its end), and go to the login page. The
 * navigation replaces the current entry, so Back does not return to a page that showed private data.
 */
export function SessionExpiryHandler() {
  const { t, i18n } = useTranslation();
  const currencySymbol = useCurrencySymbol();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loginPath = useLoginPath();

  useEffect(
    () =>
      onSessionExpired((error) => {
        queryClient.removeQueries({ queryKey: memberKeys.all });
        void navigate(loginPath, { replace: true });
        if (!error?.code) {
          toasts.show({ tone: 'warning', message: t('session_expired') });
          return;
        }
        // the platform said why (a break started on another device): its text, once the error texts
        // are in. Loaded here, not imported: the error-code table would otherwise ship with every first visit
        void import('../errors/use-error-text')
          .then(({ loadedErrorText }) => loadedErrorText(i18n, error, currencySymbol))
          .catch(() => t('session_expired'))
          .then((message) => toasts.show({ tone: 'warning', message }));
      }),
    [queryClient, toasts, t, i18n, currencySymbol, navigate, loginPath],
  );

  return null;
}
