import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for designers: every package's stories and the web app's screens. */
const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../../web/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // the brand's logo and icons at the paths the shell's stories name them by (/logo.svg)
  staticDirs: ['../../web/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      conditions: ['source', 'module', 'browser', 'development|production'],
    },
  }),
};

export default config;
