import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { HeaderLanguageMenu } from './header-language-menu';

const meta = preview.meta({
  title: 'Web/Layout/Header/HeaderLanguageMenu',
  component: HeaderLanguageMenu,
});

/** The brand's six languages by their own names; telling the server fails silently here (no network). */
export const Default = meta.story({ decorators: [withShell()] });

/** Opened in Vietnamese: the menu marks Tiếng Việt. */
export const Vietnamese = meta.story({ decorators: [withShell({ language: 'VI' })] });
