import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { banks } from '../test/fixtures';
import { AddBankAccountForm } from './add-bank-account-form';

const meta = preview.meta({
  title: 'Member centre/My account/AddBankAccountForm',
  component: AddBankAccountForm,
  decorators: [withStoryProviders],
  args: { banks, realName: 'Juan Dela Cruz' },
});

export const Default = meta.story();
