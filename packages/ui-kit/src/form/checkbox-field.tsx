import { useId } from 'react';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** A tick box with its label and message, such as a required terms or age statement. */
export function CheckboxField({ label, checked, onChange, error }: CheckboxFieldProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className="mq-field mq-field--checkbox">
      <label>
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {error && (
        <p id={errorId} className="mq-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
