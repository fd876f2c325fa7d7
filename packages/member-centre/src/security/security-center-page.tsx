import { useTranslation } from '@marquee/i18n';
import { QueryState, useMemberInfoQuery } from '@marquee/session';
import { useMemberCentreConfig } from '../config/member-centre-config';
import { useSecurityOverviewQuery } from '../queries/security-overview-query';
import { formatDateTime } from '../shared/format-date-time';
import { BankAccountsSection } from './bank-accounts-section';
import { BirthdayForm } from './birthday-form';
import { ContactBindForm } from './contact-bind-form';
import { GoogleAuthSection } from './google-auth-section';
import { NicknameForm } from './nickname-form';
import { PaymentPasswordForm } from './payment-password-form';
import { RealNameForm } from './real-name-form';
import { SignInsSection } from './sign-ins-section';

/** My account: who the member is and the settings that guard their money. */
export function SecurityCenterPage() {
  const { t } = useTranslation();
  const { locale } = useMemberCentreConfig();
  const member = useMemberInfoQuery();
  const security = useSecurityOverviewQuery();
  if (!member.data) return <QueryState query={member} headingLevel="h3" />;
  if (!security.data) return <QueryState query={security} headingLevel="h3" />;
  const info = member.data;
  const settings = security.data;
  return (
    <div className="mq-mc-security">
      <section className="mq-mc-section" aria-labelledby="mca-profile">
        <h3 id="mca-profile">{t('mc_account_profile')}</h3>
        <dl className="mq-mc-facts">
          <dt>{t('username')}</dt>
          <dd>{info.account}</dd>
          <dt>{t('mc_vip_level')}</dt>
          <dd>{info.clubLabel ? t('vip_level', { level: info.clubLabel.rankLevel }) : t('mc_none')}</dd>
          <dt>{t('mc_registered_at')}</dt>
          <dd>{formatDateTime(info.createdAt, locale)}</dd>
          <dt>{t('mca_last_sign_in')}</dt>
          <dd>
            {settings.lastSignIn
              ? t('mca_last_sign_in_value', {
                  time: formatDateTime(settings.lastSignIn.at, locale),
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
        {!settings.realName && <RealNameForm />}
        {!settings.birthday && <BirthdayForm />}
      </section>
      <section className="mq-mc-section" aria-labelledby="mca-contacts">
        <h3 id="mca-contacts">{t('mca_contacts')}</h3>
        <dl className="mq-mc-facts">
          <dt>{t('mca_mobile')}</dt>
          <dd>{settings.mobile ?? t('mc_none')}</dd>
          <dt>{t('mca_email')}</dt>
          <dd>{settings.email ?? t('mc_none')}</dd>
        </dl>
        <ContactBindForm kind="mobile" current={settings.mobile} />
        <ContactBindForm kind="email" current={settings.email} />
      </section>
      <section className="mq-mc-section" aria-labelledby="mca-payment-password">
        <h3 id="mca-payment-password">{t('mca_payment_password')}</h3>
        <PaymentPasswordForm hasPaymentPassword={settings.hasPaymentPassword} />
      </section>
      <section className="mq-mc-section" aria-labelledby="mca-bank-accounts">
        <h3 id="mca-bank-accounts">{t('mca_bank_accounts')}</h3>
        <BankAccountsSection realName={settings.realName} hasPaymentPassword={settings.hasPaymentPassword} />
      </section>
      <section className="mq-mc-section" aria-labelledby="mca-google-auth">
        <h3 id="mca-google-auth">{t('mca_google_auth')}</h3>
        <GoogleAuthSection bound={settings.googleAuthBound} />
      </section>
      <section className="mq-mc-section" aria-labelledby="mca-sign-ins">
        <h3 id="mca-sign-ins">{t('mca_sign_ins')}</h3>
        <SignInsSection />
      </section>
    </div>
  );
}
