import { memberKeys } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useToasts } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLoginPath } from '../paths/login-path';
import { onSessionExpired } from './session-expiry-events';

/**
 * Mounted once by the shell. When the platform rejects the session (the transport has already
 * cleared it): drop what was cached for the member, say so, and go to the login page. The
 * navigation replaces the current entry, so Back does not return to a page that showed private data.
 */
export function SessionExpiryHandler() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loginPath = useLoginPath();

  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.removeQueries({ queryKey: memberKeys.all });
        toasts.show({ tone: 'warning', message: t('session_expired') });
        void navigate(loginPath, { replace: true });
      }),
    [queryClient, toasts, t, navigate, loginPath],
  );

  return null;
}
