import type { ReactNode } from 'react';
import './form-field.css';
import './text-input.css';

/** What a field's control (input, textarea or select) spreads so its label, hint and error describe it. */
export interface FieldControlProps {
  id: string;
  name?: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint under the label and its error under the control. The error
 * comes first in aria-describedby, so a screen reader says what is wrong before the hint, and
 * aria-invalid marks the control while the error stands. `children` draws the control with the
 * props it is given, so one field serves an input, a password input, a textarea or a select.
 */
export function FormField(props: {
  id: string;
  name?: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { id, name, label, hint, error, children } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        className: `text-input${error ? ' text-input--error' : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
