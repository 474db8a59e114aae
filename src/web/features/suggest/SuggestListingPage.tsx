import { useRef } from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { Link } from 'react-router';
import { useSuggestListing } from '#web/lib/api/suggestions.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useFormErrorText } from '#web/lib/i18n/form-errors.js';
import { usePageTitle } from '#web/lib/page-context.js';
import '#web/ui/panel.css';
import { ListingFormFields } from '#web/ui/listing-form/ListingFormFields.js';
import { EMPTY_FORM, SUGGESTION_RULES } from '#web/ui/listing-form/listing-form-state.js';
import { useListingForm } from '#web/ui/listing-form/use-listing-form.js';
import './suggest.css';
import { Form } from '#web/ui/Form.js';

/**
 * 'Suggest a listing': a signed-in student sends an internship or hackathon for review. Checked
 * here with the server's own schema (errors under each field), then again by the server.
 */
export default function SuggestListingPage() {
  const title = usePageTitle();
  const suggest = useSuggestListing();
  const doneRef = useRef<HTMLHeadingElement>(null);
  const { form, setForm, errors, set, formRef, onSubmit } = useListingForm(
    () => EMPTY_FORM,
    (request) => suggest.mutate(request, { onSuccess: () => requestAnimationFrame(() => doneRef.current?.focus()) }),
    SUGGESTION_RULES,
  );
  const t = usePartT('forms');
  // The shared schema and the server say their messages in English; the reader sees them in their language.
  const say = useFormErrorText();

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
      <Form
        ref={formRef}
        className="panel suggest-card"
        noValidate
        onSubmit={onSubmit}
        aria-describedby="suggest-intro"
      >
        <p id="suggest-intro">{t('suggest.intro')}</p>
        <ListingFormFields form={form} errors={errors} set={set} idPrefix="suggest" />
        {suggest.isError ? (
          <p className="form-field__error" role="alert">
            {say(suggest.error.message)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={suggest.isPending}>
          <Send aria-hidden="true" size={18} /> {t('suggest.send')}
        </button>
      </Form>
    </main>
  );
}
