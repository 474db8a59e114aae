interface ReportFieldProps {
  name: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  maxLength: number;
  multiline?: boolean;
  required?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
}

/**
 * A labelled input or textarea. Its hint and, when present, its error are tied to it with
 * aria-describedby, and aria-invalid marks it while the error stands.
 */
export function ReportField({
  name,
  label,
  hint,
  value,
  error,
  onChange,
  maxLength,
  multiline,
  required,
  type = 'text',
  autoComplete,
}: ReportFieldProps) {
  const id = `report-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    maxLength,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${errorId} ${hintId}` : hintId,
    className: `report-field__control${error ? ' report-field__control--invalid' : ''}`,
  };
  return (
    <div className="report-field">
      <label htmlFor={id} className="report-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={hintId} className="report-field__hint">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="report-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
