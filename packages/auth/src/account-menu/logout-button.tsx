import { useTranslation } from '@marquee/i18n';
import { Button, type ButtonProps, ConfirmDialog } from '@marquee/ui-kit';
import { useState } from 'react';
import { type LogoutOptions, useLogoutMutation } from '../mutations/logout-mutation';

/** The header's small ghost button by default; the shell's phone menu makes it a full row. */
export type LogoutButtonProps = LogoutOptions &
  Pick<ButtonProps, 'className' | 'variant' | 'size' | 'fullWidth'>;

/** "Log out" and its confirmation; the account menu and the shell's phone menu both offer it. */
export function LogoutButton({
  onLoggedOut,
  variant = 'ghost',
  size = 'sm',
  ...buttonProps
}: LogoutButtonProps) {
  const { t } = useTranslation();
  const logout = useLogoutMutation({ onLoggedOut });
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button {...buttonProps} variant={variant} size={size} onClick={() => setConfirming(true)}>
        {t('logout')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('in_popup_prompt')}
        message={t('in_sure_logout')}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        confirming={logout.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => logout.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
