import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { Button } from '@marquee/ui-kit';
import { useSuggestUsernameMutation } from '../mutations/suggest-username-mutation';

export interface SuggestUsernameButtonProps {
  /** fills the username field with the suggestion */
  onSuggested: (username: string) => void;
  /** says why no suggestion came (under the field) */
  onFailed: (message: string) => void;
}

/** "Suggest a username": fills the field with a free name the platform's rule accepts. */
export function SuggestUsernameButton({ onSuggested, onFailed }: SuggestUsernameButtonProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const suggest = useSuggestUsernameMutation();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={suggest.isPending}
      onClick={() =>
        suggest.mutate(undefined, {
          onSuccess: ({ username }) => onSuggested(username),
          onError: (error) => onFailed(errorText(error)),
        })
      }
    >
      {t('suggest_username')}
    </Button>
  );
}
