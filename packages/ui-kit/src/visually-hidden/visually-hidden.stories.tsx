import preview from '../stories/preview';
import { VisuallyHidden } from './visually-hidden';

const meta = preview.meta({
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers announce this text' },
  render: (args) => (
    <p>
      Inspect the accessibility tree: <VisuallyHidden {...args} />
    </p>
  ),
});

export const Default = meta.story();
