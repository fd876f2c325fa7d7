import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

/**
 * The smoke test every package runs over its stories: each story renders and unmounts without a
 * console error, with only the providers it brings itself (no network, no shell). The glob stays in
 * the package's own test file because `import.meta.glob` is resolved in the file that calls it.
 */
export function describeStories(storyModules, { atLeast }) {
  const cases = Object.entries(storyModules).flatMap(([file, module]) =>
    Object.entries(composeStories(module)).map(([name, Story]) => ({ id: `${file} › ${name}`, Story })),
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
