import { useTranslation } from '@marquee/i18n';
import { Button, type ButtonProps } from '@marquee/ui-kit';
import { type CustomerServiceWindowHeight, useOpenCustomerService } from './use-open-customer-service';

type CustomerServiceButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** defaults to "Customer service" */
  label?: string;
  /** the popup's height: 750 by default */
  windowHeight?: CustomerServiceWindowHeight;
};

export function CustomerServiceButton({ label, windowHeight, ...buttonProps }: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const open = useOpenCustomerService(windowHeight);
  return (
    <Button {...buttonProps} onClick={open}>
      {label ?? t('customer_service')}
    </Button>
  );
}
