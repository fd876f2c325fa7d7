import preview from '../stories/preview';
import { FieldGroup } from './field-group';

const meta = preview.meta({
  title: 'Forms/FieldGroup',
  component: FieldGroup,
  args: {
    label: 'Channels',
    children: ['Social media', 'Website'].map((channel) => (
      <label key={channel}>
        <input type="checkbox" /> {channel}
      </label>
    )),
  },
});

export const Choices = meta.story();
export const WithError = meta.story({ args: { error: 'Choose at least one channel' } });
