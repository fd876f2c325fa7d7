import { describeStories } from '@marquee/vitest-preset/stories';

describeStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), { atLeast: 8 });
