import { canOpenAgentCentre } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { QueryState, useLoginPath, useSessionStore, useSessionToken } from '@marquee/session';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAffiliateQuery } from '../queries/affiliate-query';
import { SupportPage } from '../shared/support-page';
import { AffiliateForm } from './affiliate-form';
import { AffiliateProgramme } from './affiliate-programme';
import { ApplicationStatus } from './application-status';

export interface JoinPageProps {
  /** the brand's currency symbol for the revenue thresholds */
  currencySymbol: string;
  locale?: string | undefined;
}

/**
 * /join: what an agent earns and the application. A visitor is asked to sign in; a member sees
 * their application's state, and the form while none is pending or approved.
 */
export function JoinPage({ currencySymbol, locale }: JoinPageProps) {
  const { t } = useTranslation();
  const query = useAffiliateQuery();
  const token = useSessionToken();
  const isAgent = useSessionStore((state) => state.isAgent);
  const loginPath = useLoginPath();
  const formTitleId = useId();
  const application = query.data?.application ?? null;
  const formOpen = !application || application.status === 'REJECTED';

  return (
    <SupportPage className="mq-join" title={t('join_title')} intro={t('join_intro')}>
      <QueryState query={query} />
      {query.data && (
        <>
          <AffiliateProgramme
            programme={query.data.programme}
            currencySymbol={currencySymbol}
            locale={locale}
          />
          <section className="mq-join__apply" aria-labelledby={formTitleId}>
            <h2 id={formTitleId}>{t('join_form_title')}</h2>
            {!token ? (
              <p>
                <Link to={loginPath} className="mq-join__sign-in mq-phone-tap-target">
                  {t('join_sign_in_to_apply')}
                </Link>
              </p>
            ) : canOpenAgentCentre(token, isAgent) ? (
              <p className="mq-support-notice">{t('join_already_agent')}</p>
            ) : (
              <>
                {application && <ApplicationStatus application={application} />}
                {formOpen && <AffiliateForm />}
              </>
            )}
          </section>
        </>
      )}
    </SupportPage>
  );
}
