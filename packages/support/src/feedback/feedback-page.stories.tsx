import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { feedbackItem, member } from '../test/fixtures';
import { FeedbackPage } from './feedback-page';

const meta = preview.meta({
  title: 'Support/FeedbackPage',
  component: FeedbackPage,
  decorators: [withStoryProviders],
  parameters: { signedInAs: member },
});

export const NothingSentYet = meta.story();
export const WithReplies = meta.story({
  parameters: {
    answers: {
      '/wps/feedback': {
        minWords: 5,
        maxWords: 300,
        items: [
          feedbackItem({
            replies: [
              { content: 'Credited at 10:02, sorry for the wait.', createdAt: '2026-11-20T10:05:00.000Z' },
            ],
          }),
          feedbackItem({
            id: 'FB-99AA88BB77',
            questionType: 'GAME',
            content: 'The fishing game froze twice.',
          }),
        ],
      },
    },
  },
});
