import { useTranslation } from '@marquee/i18n';
import { Button, FormError, LoadingCover } from '@marquee/ui-kit';
import type { ReactNode } from 'react';

export interface CoveredSubmitProps {
  /** what went wrong with the last submit */
  failure: string | null;
  pending: boolean;
  /** the button's text */
  children: ReactNode;
}

/**
 * The end of a password reset form: its error, its submit button, and the cover that keeps the
 * whole form still while the reset (and the login after it) is under way.
 */
export function CoveredSubmit({ failure, pending, children }: CoveredSubmitProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={failure} />
      <Button type="submit" fullWidth disabled={pending}>
        {children}
      </Button>
      <LoadingCover active={pending} label={t('loading')} />
    </>
  );
}
