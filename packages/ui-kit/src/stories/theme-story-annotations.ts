import type { ReactNode } from 'react';

/**
 * What every story preview carries for the design (the toolbar's theme, the viewports, the padded
 * layout), as an addon of `definePreview`: each package's preview and the Storybook's own list it,
 * so a factory story looks the same whichever preview it was written against.
 */
export const themeStoryAnnotations = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story: () => ReactNode, context: { globals: Record<string, unknown> }) => {
      document.documentElement.dataset.theme = context.globals.theme === 'dark' ? 'dark' : 'light';
      return Story();
    },
  ],
  parameters: {
    layout: 'padded' as const,
    // Screens are designed at 390 px first; `mobile1` (320 px) is the narrowest they must fit. The
    // others are Storybook's minimal set, named here because a package cannot import `storybook`.
    viewport: {
      options: {
        phone: {
          name: 'Phone (390 px)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile' as const,
        },
        mobile1: {
          name: 'Small mobile',
          styles: { width: '320px', height: '568px' },
          type: 'mobile' as const,
        },
        mobile2: {
          name: 'Large mobile',
          styles: { width: '414px', height: '896px' },
          type: 'mobile' as const,
        },
        tablet: { name: 'Tablet', styles: { width: '834px', height: '1112px' }, type: 'tablet' as const },
        desktop: {
          name: 'Desktop (1366 px)',
          styles: { width: '1366px', height: '768px' },
          type: 'desktop' as const,
        },
      },
    },
  },
};
