import type { ReactNode } from 'react';

interface RadioChoice<T extends string> {
  value: T;
  label: ReactNode;
}

export interface RadioChoicesProps<T extends string> {
  /** the question the choices answer */
  legend: string;
  /** the radios' name (the form field) */
  name: string;
  choices: readonly RadioChoice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** the fieldset's class; the feature styles the group as it lays it out */
  className: string;
  /** each choice's class: a label around its radio and text */
  choiceClassName: string;
}

/** One question's choices as radios in a fieldset with its legend: one checked at a time. */
export function RadioChoices<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  className,
  choiceClassName,
}: RadioChoicesProps<T>) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={choiceClassName}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
