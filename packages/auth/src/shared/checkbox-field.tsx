export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}

/** A required tick box (terms, age statement) with its message. */
export function CheckboxField({ label, checked, onChange, error }: CheckboxFieldProps) {
  return (
    <div className="mq-auth-field mq-auth-field--checkbox">
      <label>
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      {error && <p className="mq-auth-field__error">{error}</p>}
    </div>
  );
}
