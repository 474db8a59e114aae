import { useState, type FormEvent } from 'react';
import { SIGNUP_MESSAGES, signUpRequestSchema, type SignUpRequest } from '#shared/api/signup.js';
import { MESSAGES } from '#shared/messages.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import '#web/lib/zod-without-eval.js';
import { navigate } from '#web/lib/signed-out-navigation.js';
import { useNotify } from '#web/ui/notice.js';
import { signUp } from './auth-api.js';
import { PasswordInput } from '#web/ui/PasswordInput.js';

type Field = keyof SignUpRequest;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: Array<{ name: Field; label: string; type: string; autoComplete: string }> = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password (at least 8 characters)', type: 'password', autoComplete: 'new-password' },
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signUpRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      document.getElementById(`signup-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      // The same answer whether or not the address already had an account: check the inbox, sign in.
      const message = await signUp(parsed.data);
      notify({ title: SIGNUP_MESSAGES.checkEmailTitle, message, tone: 'success' });
      navigate('/signin', { state: { email: parsed.data.email } });
    } catch (error) {
      setSubmitting(false);
      const field = error instanceof ApiRequestError ? fieldOf(error) : null;
      if (field) {
        setErrors({ [field]: (error as ApiRequestError).message });
        document.getElementById(`signup-${field}`)?.focus();
        return;
      }
      console.error(error);
      const message =
        error instanceof ApiRequestError && error.status === 429 ? error.message : MESSAGES.signupFailedText;
      notify({ title: MESSAGES.signupFailedTitle, message, tone: 'error' });
    }
  }

  return (
    <form className="signup-form" onSubmit={handleSubmit} noValidate aria-labelledby="email-signup-heading">
      <h2 id="email-signup-heading" className="signup-form__heading">
        or sign up with e-mail
      </h2>
      {FIELDS.map((field) => {
        const id = `signup-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          className: `text-input${error ? ' text-input--error' : ''}`,
          autoComplete: field.autoComplete,
          required: true,
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? `${id}-error` : undefined,
          value: values[field.name],
          onChange: (event: { target: { value: string } }) => {
            setValues((current) => ({ ...current, [field.name]: event.target.value }));
            setErrors((current) => ({ ...current, [field.name]: undefined }));
          },
        };
        return (
          <div key={field.name} className="signup-form__field">
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'password' ? <PasswordInput {...common} /> : <input {...common} type={field.type} />}
            {error ? (
              <p id={`${id}-error`} className="signup-form__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button button--primary" disabled={submitting}>
        Sign Up
      </button>
    </form>
  );
}
