import { useState, type InputHTMLAttributes } from 'react';
import { useT } from '#web/lib/i18n/i18n.js';
import { EyeIcon, EyeOffIcon } from './line-icons.js';
import './password-input.css';

/** A password field with the show/hide eye toggle (spec: sign-in screen; reused on sign-up, password reset and the account page). */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <div className="password-input">
      <input {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="password-input__eye"
        aria-label={shown ? t('password.hide') : t('password.show')}
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
      </button>
    </div>
  );
}
