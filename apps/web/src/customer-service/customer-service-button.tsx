import { useTranslation } from '@marquee/i18n';
import { Button, type ButtonProps } from '@marquee/ui-kit';
import { useOpenCustomerService } from './use-open-customer-service';

type CustomerServiceButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** defaults to "Customer service" */
  label?: string;
};

export function CustomerServiceButton({ label, ...buttonProps }: CustomerServiceButtonProps) {
  const { t } = useTranslation();
  const open = useOpenCustomerService();
  return (
    <Button {...buttonProps} onClick={open}>
      {label ?? t('customer_service')}
    </Button>
  );
}
