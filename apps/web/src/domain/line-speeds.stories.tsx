import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { LineSpeeds } from './line-speeds';

const meta = preview.meta({
  title: 'Web/Domain/LineSpeeds',
  component: LineSpeeds,
});

/** Another line answered faster than the one in use: the player is offered it. */
export const FasterLineElsewhere = meta.story({ decorators: [withShell()] });
export const InUseIsFastest = meta.story({
  decorators: [withShell({ lines: [{ domain: window.location.host, ms: 40 }] })],
});
