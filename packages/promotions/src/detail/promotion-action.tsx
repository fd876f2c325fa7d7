import type { PromotionDetail, RaffleDraw } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import {
  useDates,
  useErrorText,
  useLoginPath,
  usePlayBreak,
  useRequireLogin,
  useSessionToken,
} from '@marquee/session';
import { Button, FormError } from '@marquee/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { EligibilityNote } from '../activities/eligibility-note';
import { RafflePanel } from '../activities/raffle-panel';
import { SignInSection } from '../activities/sign-in-section';
import { useDrawRaffleMutation, useSignInPromotionMutation } from '../mutations/activity-mutations';
import { useClaimPromotionMutation, useJoinPromotionMutation } from '../mutations/promotion-action-mutations';
import { PlayBreakNotice } from '../play-break/play-break-notice';
import { ApplyForm } from './apply-form';
import { EarlierApplications } from './earlier-applications';
import { JoinProgress } from './join-progress';

interface PromotionActionProps {
  promotion: PromotionDetail;
  money: (minor: number) => string;
  locale?: string | undefined;
}

/**
 * What the promotion's kind asks of the member, by their status: apply (the form, then the
 * application; a daily one's form again the next day, under the earlier days), join (then the progress), claim. A visitor is sent to sign in, a trial account is
 * warned, before anything is sent; a member on a time-out or self-exclusion is offered nothing.
 */
export function PromotionAction({ promotion, money, locale }: PromotionActionProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const errorText = useErrorText();
  const token = useSessionToken();
  const loginPath = useLoginPath();
  const requireLogin = useRequireLogin();
  const join = useJoinPromotionMutation();
  const claim = useClaimPromotionMutation();
  const signIn = useSignInPromotionMutation();
  const draw = useDrawRaffleMutation();
  const [lastDraw, setLastDraw] = useState<RaffleDraw | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { status, kind } = promotion;
  const playBreak = usePlayBreak();

  const act = (run: () => Promise<string>) =>
    requireLogin(() => {
      setDone(null);
      setFailure(null);
      run().then(setDone, (error: unknown) => setFailure(errorText(error)));
    });

  const onJoin = () =>
    act(async () => {
      await join.mutateAsync(promotion.id);
      return t('promo_joined_ok');
    });
  const onClaim = () =>
    act(async () => {
      const claimed = await claim.mutateAsync(promotion.id);
      return t('promo_claimed_ok', {
        amount: money(claimed.amount),
        wagering: money(claimed.wageringRequired),
      });
    });

  const onSign = () =>
    act(async () => {
      const signed = await signIn.mutateAsync(promotion.id);
      return signed.reward
        ? t('promo_signin_rewarded', {
            days: signed.reward.days,
            amount: money(signed.reward.amount),
            wagering: money(signed.reward.wageringRequired),
          })
        : t('promo_signin_ok');
    });
  // the wheel tells the prize once it stops: the status line stays quiet meanwhile
  const onDraw = () =>
    act(async () => {
      setLastDraw((await draw.mutateAsync(promotion.id)).draw);
      return '';
    });

  const canTakePart = status !== 'COMING_SOON' && status !== 'CLOSED' && status !== 'CLAIMED';
  const mayAct = Boolean(token) && canTakePart && !promotion.ineligible;
  const claimable = status === 'CLAIM' || status === 'ISSUED';
  if (playBreak.exclusion) return <PlayBreakNotice exclusion={playBreak.exclusion} />;

  return (
    <div className="mq-promo-action">
      <EligibilityNote promotion={promotion} />
      {promotion.signIn && (
        <SignInSection
          id={promotion.id}
          signIn={promotion.signIn}
          money={money}
          onSign={mayAct ? onSign : undefined}
          pending={signIn.isPending}
        />
      )}
      {promotion.raffle && (
        <RafflePanel
          raffle={promotion.raffle}
          money={money}
          lastDraw={lastDraw}
          onDraw={mayAct ? onDraw : undefined}
          pending={draw.isPending}
          locale={locale}
        />
      )}
      {!token && canTakePart ? (
        <Link to={loginPath} className="mq-promo-action__sign-in">
          {t('promo_sign_in_to_take_part')}
        </Link>
      ) : (
        <>
          {promotion.progress && status !== 'JOIN' && (
            <JoinProgress progress={promotion.progress} money={money} />
          )}
          {promotion.application && (
            <p className="mq-promo-action__application">
              {t('promo_application_sent', { date: dates.dateTime(promotion.application.submittedAt) })}
            </p>
          )}
          {kind === 'APPLY' && status === 'JOIN' && !promotion.ineligible && (
            <ApplyForm promotionId={promotion.id} />
          )}
          {promotion.earlierApplications && <EarlierApplications days={promotion.earlierApplications} />}
          {kind === 'JOIN' && status === 'JOIN' && !promotion.ineligible && (
            <Button onClick={onJoin} loading={join.isPending}>
              {t('promo_join')}
            </Button>
          )}
          {(claimable || status === 'JOINED' || status === 'IN_PROCESS') && !promotion.ineligible && (
            <Button onClick={onClaim} loading={claim.isPending} disabled={!claimable}>
              {t('promo_claim')}
            </Button>
          )}
        </>
      )}
      <p role="status" className="mq-promo-action__done">
        {done ?? ''}
      </p>
      <FormError message={failure} />
    </div>
  );
}
