import { type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from '../button/icon-button';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { ChevronIcon } from '../icons/chevron-icon';
import { Modal } from '../modal/modal';
import { cx } from '../utils/cx';

export interface CentreOverlayProps {
  /** the overlay's name (the dialog's) */
  title: string;
  /** the shown page's heading; the overlay's name on the menu's own address */
  pageTitle: string;
  /** the shown page, none on the menu's own address: a phone then shows the menu alone */
  page: string | undefined;
  labels: { close: string; back: string };
  onClose: () => void;
  /** the phone's back arrow */
  onBack: () => void;
  /** the overlay's menu (a `nav` of links styled by `mq-centre-menu`) */
  menu: ReactNode;
  /** at the end of the page's bar, beside its title */
  barEnd?: ReactNode;
  className?: string;
  /** the page, or nothing on the menu's own address */
  children?: ReactNode;
}

/**
 * A centre of pages (the member and the agent centres): a dialog over the current page with its
 * menu beside the page. On a phone it is a full-screen page instead: the menu alone on the menu's
 * address, each page on its own under a bar with a back arrow. A phone's menu link is gone once a
 * page opens, so the new page's heading, which names it, takes the focus.
 */
export function CentreOverlay({
  title,
  pageTitle,
  page,
  labels,
  onClose,
  onBack,
  menu,
  barEnd,
  className,
  children,
}: CentreOverlayProps) {
  const titleId = useId();
  const phone = usePhoneLayout();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (phone) headingRef.current?.focus();
  }, [page, phone]);

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeLabel={phone ? null : labels.close}
      width={960}
      minHeight={480}
      className={cx('mq-centre', className)}
    >
      <div className="mq-centre__layout">
        {!phone && menu}
        <section className="mq-centre__page" aria-labelledby={titleId}>
          <div className="mq-centre__bar">
            {phone && (
              <IconButton label={labels.back} onClick={onBack} className="mq-centre__back">
                <ChevronIcon direction="left" />
              </IconButton>
            )}
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="mq-centre__page-title">
              {pageTitle}
            </h2>
            {barEnd}
          </div>
          {page === undefined ? phone && menu : children}
        </section>
      </div>
    </Modal>
  );
}
