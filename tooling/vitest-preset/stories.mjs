import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

/**
 * The stories of one file, each composed with its own package's preview (a CSF factory story
 * carries it: `composeStories` would take whichever preview was imported last instead). A file that
 * is not written as factories fails here rather than testing nothing.
 */
export function factoryStories(file, module) {
  const stories = Object.entries(module).filter(([, story]) => story?._tag === 'Story');
  if (stories.length === 0) throw new Error(`${file}: no preview.meta(…).story(…) export (CSF factories)`);
  return stories.map(([name, story]) => {
    // React's `meta.story` composes the story with its preview; `story.extend` does not.
    if (!story.Component) throw new Error(`${file} › ${name}: write it with meta.story(…), not .extend(…)`);
    return { name, Story: story.Component };
  });
}

/**
 * The smoke test every package runs over its stories: each story renders and unmounts without a
 * console error, with its package's preview and the providers it brings itself (no network, no
 * shell). The glob stays in the package's own test file because `import.meta.glob` is resolved in
 * the file that calls it.
 */
export function describeStories(storyModules, { atLeast }) {
  const cases = Object.entries(storyModules).flatMap(([file, module]) =>
    factoryStories(file, module).map(({ name, Story }) => ({ id: `${file} › ${name}`, Story })),
  );

  describe('stories', () => {
    it('finds the stories', () => {
      expect(cases.length).toBeGreaterThanOrEqual(atLeast);
    });

    it.each(cases)('$id renders without errors', ({ Story }) => {
      const consoleError = vi.spyOn(console, 'error');
      const { unmount } = render(createElement(Story));
      unmount();
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
}
