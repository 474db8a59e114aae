import type { ReactNode } from 'react';
import './form-field.css';

/** A labelled control with its hint and error tied to it for screen readers. */
export function Field(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (aria: object) => ReactNode;
}) {
  const { id, name, label, hint, error, children } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="suggest-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="suggest-field__hint">
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
        <p id={errorId} className="suggest-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
