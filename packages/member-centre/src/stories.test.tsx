import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';

// Every story renders with only the providers it brings itself: no network, no shell.
const storyModules = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', {
  eager: true,
});

const cases = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, ComponentType>).map(([name, Story]) => ({
    id: `${file} › ${name}`,
    Story,
  })),
);

describe('stories', () => {
  it('finds the stories', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)('$id renders without errors', ({ Story }) => {
    const consoleError = vi.spyOn(console, 'error');
    const { unmount } = render(<Story />);
    unmount();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
