import { useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { QrCode } from './qr-code';

interface CodeShareLabels {
  /** the block's heading, e.g. "My referral code" */
  title: string;
  link: string;
  copyCode: string;
  copyLink: string;
  share: string;
  /** the share sheet's title and text (the text may name the code) */
  shareTitle: string;
  shareText: string;
  copiedCode: string;
  copiedLink: string;
  copyFailed: string;
  /** what the QR code holds, for screen readers */
  qr: string;
}

interface CodeShareProps {
  code: string;
  link: string;
  labels: CodeShareLabels;
}

type Status = 'code' | 'link' | 'failed' | null;

/**
 * A code and its link to hand out (a referral code, an agent's invitation code): copy either, share
 * the link where the browser can (phones), or let someone scan it. A copy the browser refuses
 * selects the link instead, so it can be copied by hand.
 */
export function CodeShare({ code, link, labels }: CodeShareProps) {
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
      await navigator.share({ title: labels.shareTitle, text: labels.shareText, url: link });
    } catch (error) {
      // closing the share sheet is not a failure
      if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus('failed');
    }
  }

  return (
    <section className="mq-code-share" aria-labelledby={titleId}>
      <h3 id={titleId}>{labels.title}</h3>
      <p className="mq-code-share__code">{code}</p>
      <label htmlFor={linkId}>{labels.link}</label>
      <input
        id={linkId}
        ref={linkInput}
        className="mq-code-share__link"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mq-code-share__actions">
        <Button variant="secondary" size="sm" onClick={() => void copy(code, 'code')}>
          {labels.copyCode}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void copy(link, 'link')}>
          {labels.copyLink}
        </Button>
        {canShare && (
          <Button size="sm" onClick={() => void share()}>
            {labels.share}
          </Button>
        )}
      </div>
      <p className="mq-code-share__status" role="status">
        {status === 'code' && labels.copiedCode}
        {status === 'link' && labels.copiedLink}
        {status === 'failed' && labels.copyFailed}
      </p>
      <QrCode value={link} label={labels.qr} />
    </section>
  );
}
