import preview from '../stories/preview';
import { CentreOverlay } from './centre-overlay';

const menu = (
  <nav className="mq-centre-menu" aria-label="Centre menu">
    <ul>
      <li>
        <a className="mq-centre-menu__link" href="#overview" aria-current="page">
          Overview
        </a>
      </li>
      <li>
        <a className="mq-centre-menu__link" href="#records">
          Records
        </a>
      </li>
    </ul>
  </nav>
);

const meta = preview.meta({
  title: 'Overlays/CentreOverlay',
  component: CentreOverlay,
  args: {
    title: 'Agent centre',
    pageTitle: 'Overview',
    page: 'overview',
    labels: { close: 'Close', back: 'Back' },
    onClose: () => {},
    onBack: () => {},
    menu,
    children: <p>The page's content sits beside the menu.</p>,
  },
});

/** A wide screen: the menu beside the page, a close button in the dialog's header. */
export const Wide = meta.story();

/** A phone: a full-screen page under a bar with a back arrow. */
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });

/** A phone on the menu's own address: the menu alone. */
export const PhoneMenu = meta.story({
  args: { page: undefined, pageTitle: 'Agent centre', children: undefined },
  globals: { viewport: { value: 'mobile1' } },
});
