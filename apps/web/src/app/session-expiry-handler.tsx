import { memberKeys } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useToasts } from '@marquee/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired } from '../session/session-expiry';
import { paths } from './paths';

/**
 * When the platform rejects the session (the auth package has already cleared it): drop what was
 * cached for the member, say so, and go to /login. The navigation replaces the current entry, so
 * Back does not return to a page that showed private data.
 */
export function SessionExpiryHandler() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.removeQueries({ queryKey: memberKeys.all });
        toasts.show({ tone: 'warning', message: t('session_expired') });
        void navigate(paths.login, { replace: true });
      }),
    [queryClient, toasts, t, navigate],
  );

  return null;
}
