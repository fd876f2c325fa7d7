import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioChoices } from './radio-choices';

const METHODS = [
  { value: 'SMS', label: 'SMS code' },
  { value: 'GOOGLE', label: 'Authenticator app' },
] as const;

function MethodChoice() {
  const [method, setMethod] = useState<(typeof METHODS)[number]['value']>('SMS');
  return (
    <RadioChoices
      legend="Verification method"
      name="method"
      choices={METHODS}
      value={method}
      onChange={setMethod}
      className="mq-field"
      choiceClassName="mq-field__label"
    />
  );
}

const meta = { title: 'Forms/RadioChoices', component: MethodChoice } satisfies Meta<typeof MethodChoice>;

export default meta;

export const TwoMethods: StoryObj<typeof meta> = {};
