import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { feedbackItem, member, PNG_BASE64 } from '../test/fixtures';
import { FeedbackEntry } from './feedback-entry';

const meta = preview.meta({
  title: 'Support/FeedbackEntry',
  component: FeedbackEntry,
  decorators: [
    (Story) => (
      <ul>
        <Story />
      </ul>
    ),
    withStoryProviders,
  ],
  args: { item: feedbackItem() },
  parameters: {
    signedInAs: member,
    answers: { '/wps/feedback/screenshot': { type: 'image/png', data: PNG_BASE64 } },
  },
});

export const AwaitingReply = meta.story();
export const Answered = meta.story({
  args: {
    item: feedbackItem({
      hasScreenshot: true,
      replies: [{ content: 'Credited at 10:02, sorry for the wait.', createdAt: '2026-11-20T10:05:00.000Z' }],
    }),
  },
});
