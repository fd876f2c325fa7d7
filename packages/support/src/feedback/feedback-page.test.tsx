import { api, type FeedbackItem } from '@marquee/api-client';
import { failWith } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackItem, member, PNG_BASE64 } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { FeedbackPage } from './feedback-page';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

const pngFile = (name = 'shot.png') =>
  new File([Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0))], name, { type: 'image/png' });

function serve(items: FeedbackItem[] = []) {
  const sent: unknown[] = [];
  server.use(
    on(api.feedback.list, () => ({ minWords: 5, maxWords: 12, items })),
    on(api.feedback.submit, (input) => {
      sent.push(input);
      const item = feedbackItem({
        id: 'FB-NEW0000001',
        content: input.content,
        hasScreenshot: !!input.screenshot,
      });
      items.unshift(item);
      return item;
    }),
  );
  return sent;
}

describe('FeedbackPage', () => {
  it('counts words live and refuses a text outside the brand bounds, keeping it', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPage />);
    const form = await screen.findByRole('form', { name: 'Feedback' });
    const content = within(form).getByLabelText('Your feedback');
    await user.type(content, 'Deposit is late');
    expect(content).toHaveAccessibleDescription('3 words (from 5 to 12)');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Please write from 5 to 12 words')).toBeInTheDocument();
    expect(within(form).getByText('Choose a question type', { selector: 'p' })).toBeInTheDocument();
    expect(content).toHaveValue('Deposit is late');
    await user.type(content, ' one two three four five six seven eight nine ten');
    expect(content).toHaveAccessibleDescription(/13 words/);
    expect(sent).toEqual([]);
  });

  it('refuses a screenshot that is not a PNG or JPG by its bytes, whatever its name', async () => {
    serve();
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<FeedbackPage />);
    const input = await screen.findByLabelText(/Screenshot/);
    await user.upload(input, new File(['<svg onload="alert(1)"></svg>'], 'shot.png', { type: 'image/png' }));
    expect(await screen.findByText('The screenshot must be a PNG or JPG image')).toBeInTheDocument();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(await screen.findByText('The screenshot must be at most 5 MB')).toBeInTheDocument();
  });

  it('sends the feedback with its screenshot and lists it with the replies', async () => {
    const answered = feedbackItem({
      id: 'FB-OLD0000001',
      replies: [{ content: 'Credited at 10:02, sorry for the wait.', createdAt: '2026-11-20T10:05:00.000Z' }],
      hasScreenshot: true,
    });
    server.use(on(api.feedback.screenshot, () => ({ type: 'image/png' as const, data: PNG_BASE64 })));
    const sent = serve([answered]);
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPage />);
    const old = await screen.findByRole('article', { name: 'Feedback FB-OLD0000001' });
    expect(within(old).getByText('Credited at 10:02, sorry for the wait.')).toBeInTheDocument();
    // script in a text is shown as text
    expect(within(old).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    await user.click(within(old).getByRole('button', { name: 'Show the screenshot' }));
    expect(
      await within(old).findByRole('img', { name: 'Screenshot sent with feedback FB-OLD0000001' }),
    ).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);

    const form = screen.getByRole('form', { name: 'Feedback' });
    await user.selectOptions(within(form).getByLabelText('Question type'), 'Withdrawal');
    await user.type(within(form).getByLabelText('Your feedback'), 'My withdrawal is still pending today');
    await user.upload(within(form).getByLabelText(/Screenshot/), pngFile());
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Thank you: your feedback FB-NEW0000001 was sent.',
    );
    expect(sent).toEqual([
      {
        questionType: 'WITHDRAWAL',
        content: 'My withdrawal is still pending today',
        screenshot: { type: 'image/png', data: PNG_BASE64 },
      },
    ]);
    expect(within(form).getByLabelText('Your feedback')).toHaveValue('');
    const fresh = await screen.findByRole('article', { name: 'Feedback FB-NEW0000001' });
    expect(within(fresh).getByText('Waiting for a reply')).toBeInTheDocument();
  });

  it("puts the platform's word refusal on the text", async () => {
    server.use(
      on(api.feedback.list, () => ({ minWords: 1, maxWords: 300, items: [] })),
      on(api.feedback.submit, () => failWith('FEEDBACK_WORDS', { min: 5, max: 300 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<FeedbackPage />);
    const form = await screen.findByRole('form', { name: 'Feedback' });
    await user.selectOptions(within(form).getByLabelText('Question type'), 'Other');
    await user.type(within(form).getByLabelText('Your feedback'), 'Short');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Please write from 5 to 300 words')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your feedback')).toHaveValue('Short');
  });
});
