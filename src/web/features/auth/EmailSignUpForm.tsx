import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, signUpRequestSchema, type SignUpRequest } from '#shared/api/signup.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import '#web/lib/zod-without-eval.js';
import { localizeServerMessage, useT, type MessageId } from '#web/lib/i18n/i18n.js';
import { navigate } from '#web/lib/signed-out-navigation.js';
import { useNotify } from '#web/ui/Dialog.js';
import { PasswordInput } from '#web/ui/PasswordInput.js';
import { signUp } from './auth-api.js';
import { FormField } from '#web/ui/FormField.js';
import { Form } from '#web/ui/Form.js';

type Field = keyof SignUpRequest;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: Array<{ name: Field; label: MessageId; type: string; autoComplete: string }> = [
  { name: 'name', label: 'signup.nameLabel', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'signup.emailLabel', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'signup.passwordLabel', type: 'password', autoComplete: 'new-password' },
];

/** Maps a server refusal to the field it concerns; anything else is a form-level failure. */
function fieldOf(error: ApiRequestError): Field | null {
  if (error.code === 'weak_password') return 'password';
  return null;
}

/** E-mail sign-up, so the portal works with no identity provider at all. */
export function EmailSignUpForm() {
  const [values, setValues] = useState<SignUpRequest>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const notify = useNotify();
  const t = useT();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signUpRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as Field] ??= localizeServerMessage(issue.message, t);
      setErrors(found);
      document.getElementById(`signup-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      // The same answer whether or not the address already had an account: check the inbox, sign in.
      const message = await signUp(parsed.data);
      notify({ title: t('server.checkEmailTitle'), message: localizeServerMessage(message, t), tone: 'success' });
      navigate('/signin', { state: { email: parsed.data.email } });
    } catch (error) {
      setSubmitting(false);
      const field = error instanceof ApiRequestError ? fieldOf(error) : null;
      if (field) {
        setErrors({ [field]: localizeServerMessage((error as ApiRequestError).message, t) });
        document.getElementById(`signup-${field}`)?.focus();
        return;
      }
      console.error(error);
      const message =
        error instanceof ApiRequestError && error.status === 429
          ? localizeServerMessage(error.message, t)
          : t('spec.signupFailedText');
      notify({ title: t('spec.signupFailedTitle'), message, tone: 'error' });
    }
  }

  return (
    <Form className="signup-form" onSubmit={handleSubmit} noValidate aria-labelledby="email-signup-heading">
      <h2 id="email-signup-heading" className="signup-form__heading">
        {t('signup.emailHeading')}
      </h2>
      {FIELDS.map((field) => (
        <FormField
          key={field.name}
          id={`signup-${field.name}`}
          label={t(field.label, { min: PASSWORD_MIN_LENGTH })}
          error={errors[field.name]}
        >
          {(control) => {
            const props = {
              ...control,
              name: field.name,
              required: true,
              autoComplete: field.autoComplete,
              value: values[field.name],
              onChange: (event: { target: { value: string } }) => {
                setValues((current) => ({ ...current, [field.name]: event.target.value }));
                setErrors((current) => ({ ...current, [field.name]: undefined }));
              },
            };
            return field.type === 'password' ? <PasswordInput {...props} /> : <input {...props} type={field.type} />;
          }}
        </FormField>
      ))}
      <button type="submit" className="button button--primary" disabled={submitting}>
        {t('signup.submit')}
      </button>
    </Form>
  );
}
