import { useTranslation } from '@marquee/i18n';
import { ConfirmDialog } from '@marquee/ui-kit';
import { useTrialWarningStore } from './trial-warning-store';

/** Mounted once by the shell: the "need a real account" warning for trial accounts (spec §5). */
export function TrialWarningHost() {
  const { t } = useTranslation();
  const open = useTrialWarningStore((state) => state.open);
  const hide = useTrialWarningStore((state) => state.hide);
  return (
    <ConfirmDialog
      open={open}
      title={t('in_popup_prompt')}
      message={t('in_need_true_account')}
      confirmLabel={t('confirm')}
      onConfirm={hide}
      onCancel={hide}
    />
  );
}
