import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { Link } from 'react-router';
import { CURRENCIES, LISTING_MODES } from '#shared/content/listing-fields.js';
import { INTERNSHIP_PAGES } from '#shared/content/route-constants.js';
import { useSuggestListing } from '#web/lib/api/suggestions.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useFormErrorText } from '#web/lib/i18n/form-errors.js';
import { usePageTitle } from '#web/lib/page-context.js';
import { MODE_LABELS } from '#web/ui/ListingFacts.js';
import '#web/ui/panel.css';
import '#web/ui/text-input.css';
import {
  EMPTY_FORM,
  FIELD_ORDER,
  toRequest,
  validateSuggestion,
  type FieldErrors,
  type SuggestionForm,
} from './suggestion-form-state.js';
import './suggest.css';

const CATEGORIES = INTERNSHIP_PAGES.filter((page) => page.filter !== 'All');

/** A labelled control with its hint and error tied to it for screen readers. */
function Field(props: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  children: (aria: object) => ReactNode;
}) {
  const { name, label, hint, error, children } = props;
  const hintId = hint ? `suggest-${name}-hint` : undefined;
  const errorId = error ? `suggest-${name}-error` : undefined;
  return (
    <div className="suggest-field">
      <label htmlFor={`suggest-${name}`}>{label}</label>
      {hint ? (
        <p id={hintId} className="suggest-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id: `suggest-${name}`,
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

/**
 * 'Suggest a listing': a signed-in student sends an internship or hackathon for review. Checked
 * here with the server's own schema (errors under each field), then again by the server.
 */
export default function SuggestListingPage() {
  const title = usePageTitle();
  const [form, setForm] = useState<SuggestionForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const suggest = useSuggestListing();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const t = usePartT('forms');
  const tListing = usePartT('listings');
  // The shared schema and the server say their messages in English; the reader sees them in their language.
  const say = useFormErrorText();

  const set = <K extends keyof SuggestionForm>(field: K, value: SuggestionForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: keyof SuggestionForm) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateSuggestion(form);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    suggest.mutate(toRequest(form), { onSuccess: () => requestAnimationFrame(() => doneRef.current?.focus()) });
  }

  if (suggest.isSuccess) {
    return (
      <main id="main" className="page suggest-page">
        <h1 className="page-title">{title}</h1>
        <section className="panel suggest-card" aria-labelledby="suggest-done">
          <CircleCheck aria-hidden="true" size={40} className="suggest-done__icon" />
          <h2 id="suggest-done" tabIndex={-1} ref={doneRef}>
            {t('suggest.thanks')}
          </h2>
          <p>
            {t('suggest.checked')} <Link to="/account">{t('suggest.accountPage')}</Link>
            {t('suggest.period')}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setForm(EMPTY_FORM);
              suggest.reset();
            }}
          >
            {t('suggest.another')}
          </button>
        </section>
      </main>
    );
  }

  return (
    <main id="main" className="page suggest-page">
      <h1 className="page-title">{title}</h1>
      <form
        ref={formRef}
        className="panel suggest-card"
        noValidate
        onSubmit={onSubmit}
        aria-describedby="suggest-intro"
      >
        <p id="suggest-intro">{t('suggest.intro')}</p>
        <fieldset className="suggest-choice">
          <legend>{t('suggest.what')}</legend>
          {(['internship', 'hackathon'] as const).map((kind) => (
            <label key={kind}>
              <input type="radio" name="kind" checked={form.kind === kind} onChange={() => set('kind', kind)} />
              {t(kind === 'internship' ? 'suggest.internship' : 'suggest.hackathon')}
            </label>
          ))}
        </fieldset>
        <Field name="title" label={t('suggest.title')} error={say(errors.title)}>
          {(aria) => <input {...aria} {...text('title')} maxLength={160} />}
        </Field>
        <Field name="url" label={t('suggest.url')} hint={t('suggest.urlHint')} error={say(errors.url)}>
          {(aria) => <input {...aria} {...text('url')} type="url" inputMode="url" />}
        </Field>
        <Field name="organiser" label={t('suggest.organiser')} error={say(errors.organiser)}>
          {(aria) => <input {...aria} {...text('organiser')} maxLength={160} />}
        </Field>
        {form.kind === 'internship' ? (
          <Field name="category" label={t('suggest.category')} error={say(errors.category)}>
            {(aria) => (
              <select {...aria} {...text('category')}>
                <option value="">{t('suggest.chooseCategory')}</option>
                {CATEGORIES.map((page) => (
                  <option key={page.filter} value={page.filter}>
                    {page.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field
          name="location"
          label={t('suggest.location')}
          hint={t('suggest.locationHint')}
          error={say(errors.location)}
        >
          {(aria) => <input {...aria} {...text('location')} maxLength={160} />}
        </Field>
        <Field name="mode" label={t('suggest.mode')}>
          {(aria) => (
            <select {...aria} {...text('mode')}>
              {LISTING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {tListing(MODE_LABELS[mode])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="windowKind" label={t('suggest.dates')}>
          {(aria) => (
            <select {...aria} {...text('windowKind')}>
              <option value="dates">{t('suggest.knownDates')}</option>
              <option value="rolling">{t('suggest.rolling')}</option>
              <option value="recurring">{t('suggest.recurring')}</option>
            </select>
          )}
        </Field>
        {form.windowKind === 'dates' ? (
          <div className="suggest-row">
            <Field name="opens" label={t('suggest.opens')} error={say(errors.opens)}>
              {(aria) => <input {...aria} {...text('opens')} type="date" />}
            </Field>
            <Field name="closes" label={t('suggest.closes')} error={say(errors.closes)}>
              {(aria) => <input {...aria} {...text('closes')} type="date" />}
            </Field>
          </div>
        ) : null}
        {form.windowKind === 'recurring' ? (
          <Field name="season" label={t('suggest.season')} hint={t('suggest.seasonHint')} error={say(errors.season)}>
            {(aria) => <input {...aria} {...text('season')} maxLength={160} />}
          </Field>
        ) : null}
        <Field
          name="eligibility"
          label={t('suggest.eligibility')}
          hint={t('suggest.eligibilityHint')}
          error={say(errors.eligibility)}
        >
          {(aria) => <input {...aria} {...text('eligibility')} maxLength={1000} />}
        </Field>
        <Field name="stipendKind" label={t('suggest.stipend')}>
          {(aria) => (
            <select {...aria} {...text('stipendKind')}>
              <option value="not-stated">{t('suggest.notStated')}</option>
              <option value="unpaid">{t('suggest.unpaid')}</option>
              <option value="amount">{t('suggest.anAmount')}</option>
            </select>
          )}
        </Field>
        {form.stipendKind === 'amount' ? (
          <div className="suggest-row">
            <Field name="amount" label={t('suggest.amount')} error={say(errors.amount)}>
              {(aria) => <input {...aria} {...text('amount')} type="number" min={0} step="any" inputMode="decimal" />}
            </Field>
            <Field name="currency" label={t('suggest.currency')} error={say(errors.currency)}>
              {(aria) => (
                <select {...aria} {...text('currency')}>
                  {CURRENCIES.map((currency) => (
                    <option key={currency}>{currency}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="per" label={t('suggest.per')} error={say(errors.per)}>
              {(aria) => (
                <select {...aria} {...text('per')}>
                  <option value="month">{t('suggest.month')}</option>
                  <option value="week">{t('suggest.week')}</option>
                  <option value="total">{t('suggest.inTotal')}</option>
                </select>
              )}
            </Field>
          </div>
        ) : null}
        <Field name="description" label={t('suggest.description')} error={say(errors.description)}>
          {(aria) => <textarea {...aria} {...text('description')} rows={4} maxLength={1000} />}
        </Field>
        {suggest.isError ? (
          <p className="suggest-field__error" role="alert">
            {say(suggest.error.message)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={suggest.isPending}>
          <Send aria-hidden="true" size={18} /> {t('suggest.send')}
        </button>
      </form>
    </main>
  );
}
