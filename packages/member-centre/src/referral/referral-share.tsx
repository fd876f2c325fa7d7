import { useTranslation } from '@marquee/i18n';
import { CodeShare } from '@marquee/ui-kit/qr-code';

/** The member's referral code and link to hand out, with copy, share and a QR code. */
export function ReferralShare({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  return (
    <CodeShare
      code={code}
      link={link}
      labels={{
        title: t('mcref_my_code'),
        link: t('mcref_my_link'),
        copyCode: t('mcref_copy_code'),
        copyLink: t('mcref_copy_link'),
        share: t('mcref_share'),
        shareTitle: t('mcref_share_title'),
        shareText: t('mcref_share_text', { code }),
        copiedCode: t('mcref_copied_code'),
        copiedLink: t('mcref_copied_link'),
        copyFailed: t('mcref_copy_failed'),
        qr: t('mcref_qr_label'),
      }}
    />
  );
}
