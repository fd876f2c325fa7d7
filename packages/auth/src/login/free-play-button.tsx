import type { LoginResponse } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button, FormError } from '@marquee/ui-kit';
import { useFreePlayMutation } from '../mutations/free-play-mutation';

export interface FreePlayButtonProps {
  onLoggedIn: (response: LoginResponse) => void;
}

/** One-click free play (FREEPLAY3): a trial account is created and signed in. */
export function FreePlayButton({ onLoggedIn }: FreePlayButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const freePlay = useFreePlayMutation();
  return (
    <div className="mq-auth-free-play">
      <Button
        variant="secondary"
        fullWidth
        loading={freePlay.isPending}
        onClick={() => freePlay.mutate(undefined, { onSuccess: onLoggedIn })}
      >
        {t('free_play')}
      </Button>
      <FormError message={freePlay.error ? errorText(freePlay.error) : null} />
    </div>
  );
}
