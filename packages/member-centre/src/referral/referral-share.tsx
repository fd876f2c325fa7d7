import { useTranslation } from '@marquee/i18n';
import { Button } from '@marquee/ui-kit';
import { QrCode } from '@marquee/ui-kit/qr-code';
import { useId, useRef, useState } from 'react';

interface ReferralShareProps {
  code: string;
  link: string;
}

type Status = 'code' | 'link' | 'failed' | null;

/**
 * The member's code and link to hand out: copy either, share the link where the browser can
 * (phones), or let a friend scan it. A copy the browser refuses selects the link instead, so the
 * member can copy it by hand.
 */
export function ReferralShare({ code, link }: ReferralShareProps) {
  const { t } = useTranslation();
  const linkId = useId();
  const titleId = useId();
  const linkInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy(text: string, what: 'code' | 'link') {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(what);
    } catch {
      setStatus('failed');
      linkInput.current?.select();
    }
  }

  async function share() {
    try {
      await navigator.share({
        title: t('mcref_share_title'),
        text: t('mcref_share_text', { code }),
        url: link,
      });
    } catch (error) {
      // closing the share sheet is not a failure
      if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus('failed');
    }
  }

  return (
    <section className="mq-mc-referral__share" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('mcref_my_code')}</h3>
      <p className="mq-mc-referral__code">{code}</p>
      <label className="mq-mc-referral__link" htmlFor={linkId}>
        {t('mcref_my_link')}
      </label>
      <input
        id={linkId}
        ref={linkInput}
        className="mq-mc-referral__link-input"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mq-mc-toolbar">
        <Button variant="secondary" size="sm" onClick={() => void copy(code, 'code')}>
          {t('mcref_copy_code')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void copy(link, 'link')}>
          {t('mcref_copy_link')}
        </Button>
        {canShare && (
          <Button size="sm" onClick={() => void share()}>
            {t('mcref_share')}
          </Button>
        )}
      </div>
      <p className="mq-mc-referral__status" role="status">
        {status === 'code' && t('mcref_copied_code')}
        {status === 'link' && t('mcref_copied_link')}
        {status === 'failed' && t('mcref_copy_failed')}
      </p>
      <QrCode className="mq-mc-referral__qr" value={link} label={t('mcref_qr_label')} />
    </section>
  );
}
