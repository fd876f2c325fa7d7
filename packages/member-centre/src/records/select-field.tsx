import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/** A records filter's select with its visible label, which also names it for assistive technology. */
export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <label className="mq-mc-field" htmlFor={id}>
      <span className="mq-mc-field__label">{label}</span>
      <select id={id} className="mq-mc-field__input" {...select}>
        {children}
      </select>
    </label>
  );
}
