import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { SignedOutLink } from '#web/lib/signed-out-navigation.js';
import { Form } from '#web/ui/Form.js';
import { FormField, type FieldControlProps } from '#web/ui/FormField.js';
import { AuthCard } from './AuthCard.js';

/** What the field's control spreads: FormField's props, the value, and a change that clears the error. */
export type RecoveryControlProps = FieldControlProps & {
  required: true;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The card of the ways back into an account: what the page shows, then the way back to Login. */
export function RecoveryCard({ children }: { children: ReactNode }) {
  const t = usePartT('account');
  return (
    <AuthCard>
      {children}
      <p className="auth__switch">
        <SignedOutLink to="/signin">{t('recovery.backToLogin')}</SignedOutLink>
      </p>
    </AuthCard>
  );
}

/** A recovery form's one field (its control's element id `id`): its value, its error, whether the request is out. */
export function useRecoveryField(id: string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Marks the field wrong and moves focus to it, so a screen reader says at once what to correct. */
  const refuse = (message: string) => {
    setError(message);
    document.getElementById(id)?.focus();
  };
  /**
   * Sends the form's request with its button held. A failure lets the button go and goes to
   * `failed`; a success keeps it held, as the page moves on (to its answer, or to Login).
   */
  const submit = async (send: () => Promise<void>, failed: (failure: unknown) => void) => {
    setSubmitting(true);
    try {
      await send();
    } catch (failure) {
      setSubmitting(false);
      failed(failure);
    }
  };
  return { id, value, setValue, error, setError, submitting, refuse, submit };
}

/**
 * The one-field form of /forgot-password (an address) and /reset-password (a new password): a line
 * saying what happens, the field, and the submit button, held while the request is out. Typing
 * clears the field's error. `children` draws the control with the props it is given.
 */
export function RecoveryForm(props: {
  /** The form's accessible name. */
  label: string;
  text: string;
  field: ReturnType<typeof useRecoveryField>;
  fieldLabel: string;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: (control: RecoveryControlProps) => ReactNode;
}) {
  const { field, children } = props;
  return (
    <Form className="signup-form" onSubmit={props.onSubmit} noValidate aria-label={props.label}>
      <p className="auth__text">{props.text}</p>
      <FormField id={field.id} label={props.fieldLabel} error={field.error}>
        {(control) =>
          children({
            ...control,
            required: true,
            value: field.value,
            onChange: (event) => {
              field.setValue(event.target.value);
              field.setError(null);
            },
          })
        }
      </FormField>
      <button type="submit" className="button button--primary" disabled={field.submitting}>
        {props.submitLabel}
      </button>
    </Form>
  );
}
