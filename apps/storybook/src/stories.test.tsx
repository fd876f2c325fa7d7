import { useTranslation } from '@marquee/i18n';
import { factoryStories } from '@marquee/vitest-preset/stories';
import { cleanup, screen, waitFor } from '@testing-library/react';
import preview from '../.storybook/preview';

const modules = {
  ...import.meta.glob('../../../packages/*/src/**/*.stories.tsx', { eager: true }),
  ...import.meta.glob('../../web/src/**/*.stories.tsx', { eager: true }),
};

beforeAll(() => {
  // jsdom neither lays out nor scrolls: a story that scrolls to its anchor only needs the call
  Element.prototype.scrollIntoView = () => undefined;
});

/** A story that rendered nothing leaves only empty wrapper divs behind. */
function showsSomething(root: HTMLElement): boolean {
  return [...root.querySelectorAll('*')].some(
    (element) => element.children.length === 0 && (element.tagName !== 'DIV' || element.textContent?.trim()),
  );
}

describe('every story renders and its play function passes', () => {
  it('finds the stories of every package', () => {
    const packages = new Set(Object.keys(modules).map((file) => file.split('/').slice(0, 5).join('/')));
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    expect(packages.size).toBeGreaterThanOrEqual(3);
  });

  it('names only the viewports the toolbar offers', () => {
    const offered = Object.keys(preview.composed.parameters?.viewport?.options ?? {});
    const named = Object.entries(modules).flatMap(([file, module]) =>
      factoryStories(file, module).map(
        ({ Story }) => (Story.globals as { viewport?: { value?: string } }).viewport?.value,
      ),
    );
    expect(offered).toContain('phone');
    for (const value of named) if (value !== undefined) expect(offered).toContain(value);
  });

  it('reads a factory story in the toolbar’s language and theme', async () => {
    function HomeWord() {
      const { t } = useTranslation();
      return <p>{t('home')}</p>;
    }
    const meta = preview.meta({ title: 'Toolbar check', render: () => <HomeWord /> });
    try {
      await meta.story({ globals: { language: 'VI', theme: 'dark' } }).run();
      expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
      expect(document.documentElement.dataset.theme).toBe('dark');
    } finally {
      cleanup();
    }
    try {
      await meta.story().run();
      expect(await screen.findByText('Home')).toBeInTheDocument();
      expect(document.documentElement.dataset.theme).toBe('light');
    } finally {
      cleanup();
    }
  });

  for (const [file, module] of Object.entries(modules)) {
    describe(file.replace(/^(\.\.\/)+/, ''), () => {
      for (const { name, Story } of factoryStories(file, module)) {
        it(name, async () => {
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          const consoleError = vi.spyOn(console, 'error');
          window.addEventListener('error', onError);
          let rendered = false;
          try {
            await Story.run();
            // Stories fed by a query or a lazily loaded language show their content a moment later.
            rendered = await waitFor(() => {
              if (!showsSomething(document.body)) throw new Error('nothing rendered yet');
              return true;
            }).catch(() => false);
          } finally {
            window.removeEventListener('error', onError);
            cleanup();
          }
          expect(errors).toEqual([]);
          expect(consoleError).not.toHaveBeenCalled();
          expect(rendered).toBe(true);
        });
      }
    });
  }
});
