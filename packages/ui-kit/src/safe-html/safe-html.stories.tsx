import preview from '../stories/preview';
import { SafeHtml } from './safe-html';

const meta = preview.meta({
  title: 'Content/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<h3>Weekend bonus</h3><p>Deposit <b>¥100</b> or more and get <em>50 free spins</em>. <a href="https://example.com/terms">Terms apply</a>.</p><ul><li>Min. odds 1.5</li><li>Valid for 7 days</li></ul>',
  },
});

export const Formatted = meta.story();
export const Hostile = meta.story({
  args: {
    html: '<p>Only this text survives.</p><img src=x onerror=alert(1) alt=""><script>alert(1)</script><a href="javascript:alert(1)">bad link</a>',
  },
});
