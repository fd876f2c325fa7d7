import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import preview from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];

const modules = {
  ...import.meta.glob<StoryModule>('../../../packages/*/src/**/*.stories.tsx', { eager: true }),
  ...import.meta.glob<StoryModule>('../../web/src/**/*.stories.tsx', { eager: true }),
};

setProjectAnnotations(preview);

describe('every story renders and its play function passes', () => {
  it('finds the stories of every package', () => {
    const packages = new Set(Object.keys(modules).map((file) => file.split('/').slice(0, 5).join('/')));
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    expect(packages.size).toBeGreaterThanOrEqual(3);
  });

  for (const [file, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStoryFn]>;
    describe(file.replace(/^(\.\.\/)+/, ''), () => {
      for (const [name, Story] of stories) {
        it(name, async () => {
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          window.addEventListener('error', onError);
          try {
            await Story.run();
          } finally {
            window.removeEventListener('error', onError);
            cleanup();
          }
          expect(errors).toEqual([]);
          expect(document.body.innerHTML.length).toBeGreaterThan(0);
        });
      }
    });
  }
});
