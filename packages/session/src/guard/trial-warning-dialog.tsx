import { useTranslation } from '@marquee/i18n';
import { ConfirmDialog } from '@marquee/ui-kit';
import { useTrialWarningStore } from './trial-warning-store';

/** The "need a real account" warning itself; `TrialWarningHost` loads it when it is first asked for. */
export function TrialWarningDialog() {
  const { t } = useTranslation();
  const hide = useTrialWarningStore((state) => state.hide);
  return (
    <ConfirmDialog
      open
      title={t('in_popup_prompt')}
      message={t('in_need_true_account')}
      confirmLabel={t('confirm')}
      onConfirm={hide}
      onCancel={hide}
    />
  );
}
