import { useTranslation } from '@marquee/i18n';
import { QueryState, useDates, useMemberInfoQuery } from '@marquee/session';
import type { ReactNode } from 'react';
import { useSecurityOverviewQuery } from '../queries/security-overview-query';
import { AvatarPicker } from './avatar-picker';
import { BankAccountsSection } from './bank-accounts-section';
import { BirthdayForm } from './birthday-form';
import { ContactBindForm } from './contact-bind-form';
import { GoogleAuthSection } from './google-auth-section';
import { NicknameForm } from './nickname-form';
import { PaymentPasswordForm } from './payment-password-form';
import { RealNameForm } from './real-name-form';
import { SignInsSection } from './sign-ins-section';

/** A part of the page under its own heading, which names it for assistive technology. */
function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mq-mc-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** My account: who the member is and the settings that guard their money. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const member = useMemberInfoQuery();
  const security = useSecurityOverviewQuery();
  if (!member.data) return <QueryState query={member} headingLevel="h3" />;
  if (!security.data) return <QueryState query={security} headingLevel="h3" />;
  const info = member.data;
  const settings = security.data;
  return (
    <div className="mq-mc-security">
      <TitledSection id="mca-profile" title={t('mc_account_profile')}>
        <dl className="mq-mc-facts">
          <dt>{t('username')}</dt>
          <dd>{info.account}</dd>
          <dt>{t('mc_vip_level')}</dt>
          <dd>{info.clubLabel ? t('vip_level', { level: info.clubLabel.rankLevel }) : t('mc_none')}</dd>
          <dt>{t('mc_registered_at')}</dt>
          <dd>{dateTime(info.createdAt)}</dd>
          <dt>{t('mca_last_sign_in')}</dt>
          <dd>
            {settings.lastSignIn
              ? t('mca_last_sign_in_value', {
                  time: dateTime(settings.lastSignIn.at),
                  ip: settings.lastSignIn.ip,
                })
              : t('mc_none')}
          </dd>
          {settings.realName && (
            <>
              <dt>{t('mca_real_name')}</dt>
              <dd>{settings.realName}</dd>
            </>
          )}
          {settings.birthday && (
            <>
              <dt>{t('mca_birthday')}</dt>
              <dd>{settings.birthday}</dd>
            </>
          )}
        </dl>
        <NicknameForm key={info.nickname} nickname={info.nickname} />
        <AvatarPicker />
        {!settings.realName && <RealNameForm />}
        {!settings.birthday && <BirthdayForm />}
      </TitledSection>
      <TitledSection id="mca-contacts" title={t('mca_contacts')}>
        <dl className="mq-mc-facts">
          <dt>{t('mca_mobile')}</dt>
          <dd>{settings.mobile ?? t('mc_none')}</dd>
          <dt>{t('mca_email')}</dt>
          <dd>{settings.email ?? t('mc_none')}</dd>
        </dl>
        <ContactBindForm kind="mobile" current={settings.mobile} />
        <ContactBindForm kind="email" current={settings.email} />
      </TitledSection>
      <TitledSection id="mca-payment-password" title={t('mca_payment_password')}>
        <PaymentPasswordForm hasPaymentPassword={settings.hasPaymentPassword} />
      </TitledSection>
      <TitledSection id="mca-bank-accounts" title={t('mca_bank_accounts')}>
        <BankAccountsSection realName={settings.realName} hasPaymentPassword={settings.hasPaymentPassword} />
      </TitledSection>
      <TitledSection id="mca-google-auth" title={t('mca_google_auth')}>
        <GoogleAuthSection bound={settings.googleAuthBound} />
      </TitledSection>
      <TitledSection id="mca-sign-ins" title={t('mca_sign_ins')}>
        <SignInsSection />
      </TitledSection>
    </div>
  );
}
