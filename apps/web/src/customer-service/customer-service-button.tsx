import { useTranslation } from '@marquee/i18n';
import { Button, type ButtonProps } from '@marquee/ui-kit';
import { type CustomerServiceWindowSize, useOpenCustomerService } from './use-open-customer-service';

type CustomerServiceButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** defaults to "Customer service" */
  label?: string;
  /** the popup's size: tall by default */
  windowSize?: CustomerServiceWindowSize;
};

export function CustomerServiceButton({ label, windowSize, ...buttonProps }: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const open = useOpenCustomerService(windowSize);
  return (
    <Button {...buttonProps} onClick={open}>
      {label ?? t('customer_service')}
    </Button>
  );
}
