import type { ReactNode } from 'react';

/** What a field's control needs so its label and error message describe it. */
export interface FieldControlProps {
  id: string;
  className: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** A labelled form field with its error under it, tied to the control for screen readers. */
export function FormField(props: {
  id: string;
  label: string;
  error?: string | null;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { id, label, error, children } = props;
  const errorId = `${id}-error`;
  return (
    <div className="signup-form__field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        className: `text-input${error ? ' text-input--error' : ''}`,
        required: true,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="signup-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The outcome of an e-mailed link or request: a polite status, or an alert when it failed. */
export function AuthStatus({ failed = false, children }: { failed?: boolean; children: ReactNode }) {
  return (
    <p className={`auth__status${failed ? ' auth__status--error' : ''}`} role={failed ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
