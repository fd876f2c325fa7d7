import { useState } from 'react';
import preview from '../stories/preview';
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

const meta = preview.meta({ title: 'Forms/RadioChoices', component: MethodChoice });

export const TwoMethods = meta.story();
