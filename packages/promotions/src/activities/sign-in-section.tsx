import type { PromotionSignIn } from '@marquee/api-client';
import { useErrorText } from '@marquee/session';
import { useSignInMonth } from '../queries/sign-in-month-query';
import { SignInCalendar } from './sign-in-calendar';

interface SignInSectionProps {
  id: number;
  signIn: PromotionSignIn;
  money: (minor: number) => string;
  onSign?: (() => void) | undefined;
  pending: boolean;
}

/** A SIGN_IN promotion's calendar, turning through the months of its period with the platform's days. */
export function SignInSection({ id, signIn, money, onSign, pending }: SignInSectionProps) {
  const { month, setMonth, signed, error } = useSignInMonth(id, signIn);
  const errorText = useErrorText();
  return (
    <>
      <SignInCalendar
        signIn={signIn}
        month={month}
        onMonthChange={setMonth}
        monthSigned={signed}
        money={money}
        onSign={onSign}
        pending={pending}
      />
      {error && (
        <p className="mq-signin__error" role="alert">
          {errorText(error)}
        </p>
      )}
    </>
  );
}
