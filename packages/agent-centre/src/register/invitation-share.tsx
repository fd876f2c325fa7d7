import { useTranslation } from '@marquee/i18n';
import { QueryState } from '@marquee/session';
import { CodeShare } from '@marquee/ui-kit/qr-code';
import { useAgentCentreConfig } from '../config/agent-centre-config';
import { useInvitationQuery } from '../queries/invitation-query';

/**
 * The agent's invitation code and registration link, with copy, share and a QR code: whoever
 * registers with either joins the agent's team.
 */
export function InvitationShare() {
  const { t } = useTranslation();
  const { invitationLinkOf } = useAgentCentreConfig();
  const invitation = useInvitationQuery();
  if (!invitation.data) return <QueryState query={invitation} headingLevel="h3" />;
  const { code } = invitation.data;
  return (
    <CodeShare
      code={code}
      link={invitationLinkOf(code)}
      labels={{
        title: t('ac_invitation_code'),
        link: t('ac_invitation_link'),
        copyCode: t('ac_copy_code'),
        copyLink: t('ac_copy_link'),
        share: t('ac_share'),
        shareTitle: t('ac_share_title'),
        shareText: t('ac_share_text', { code }),
        copiedCode: t('ac_copied_code'),
        copiedLink: t('ac_copied_link'),
        copyFailed: t('ac_copy_failed'),
        qr: t('ac_invitation_qr'),
      }}
    />
  );
}
