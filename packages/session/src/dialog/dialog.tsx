import { useTranslation } from '@marquee/i18n';
import { Modal } from '@marquee/ui-kit';
import type { ComponentProps } from 'react';

export interface DialogProps extends Omit<ComponentProps<typeof Modal>, 'open' | 'closeLabel'> {
  /** A dialog is usually mounted only while it shows; pass `open` to keep it mounted and hide it. */
  open?: boolean;
}

/**
 * ui-kit's `Modal` with the translated × button every feature's dialogs carry, so its name and the
 * focus handling stay the same everywhere (ui-kit knows no texts, so it cannot name the button).
 */
export function Dialog({ open = true, ...props }: DialogProps) {
  const { t } = useTranslation();
  return <Modal open={open} closeLabel={t('close')} {...props} />;
}
