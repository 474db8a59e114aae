import { useRef, useState, type FormEvent } from 'react';
import CircleCheck from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { useSearchParams } from 'react-router';
import { REPORT_LIMITS, type ReportRequest } from '#shared/api/reports.js';
import { REPORT_FIELDS, validateReport, type FieldErrors } from './report-form-state.js';
import { useSubmitReport } from './report-api.js';
import { FormField } from '#web/ui/FormField.js';
import '#web/ui/panel.css';
import './report-issue.css';
import { usePageTitle } from '#web/lib/page-context.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useFormErrorText } from '#web/lib/i18n/form-errors.js';
import { Form } from '#web/ui/Form.js';

const EMPTY: ReportRequest = { pageOrLink: '', description: '', email: '' };

/**
 * 'Report an issue': page or link, what is wrong, an optional e-mail. Checked here with the
 * shared schema (errors under each field) and again by the server. `?link=` pre-fills the first field.
 */
export default function ReportIssuePage() {
  const title = usePageTitle();
  const t = usePartT('forms');
  // The shared schema and the server say their messages in English; the reader sees them in their language.
  const say = useFormErrorText();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<ReportRequest>(() => ({
    ...EMPTY,
    pageOrLink: searchParams.get('link')?.slice(0, REPORT_LIMITS.pageOrLinkMax) ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitReport();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  const text = (field: keyof ReportRequest) => ({
    value: values[field] ?? '',
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      // An error clears as soon as the user edits that field (as on the sign-in form).
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });
  const field = (name: keyof ReportRequest) => ({ id: `report-${name}`, name, error: say(errors[name]) });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateReport(values);
    setErrors(found);
    const firstInvalid = REPORT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    submit.mutate(values, {
      onSuccess: () => requestAnimationFrame(() => confirmationRef.current?.focus()),
    });
  }

  function startAnother() {
    setValues(EMPTY);
    setErrors({});
    submit.reset();
  }

  return (
    <main id="main" className="page report-page">
      <h1 className="page-title">{title}</h1>
      {submit.isSuccess ? (
        <section className="panel report-card report-done" aria-labelledby="report-done-heading">
          <CircleCheck aria-hidden="true" size={40} className="report-done__icon" />
          <h2 id="report-done-heading" tabIndex={-1} ref={confirmationRef}>
            {t('report.thanks')}
          </h2>
          <p>
            {t('report.onList')} {values.email ? t('report.willWrite', { email: values.email }) : ''}
          </p>
          <button type="button" className="button button--secondary" onClick={startAnother}>
            {t('report.another')}
          </button>
        </section>
      ) : (
        <Form
          ref={formRef}
          className="panel report-card"
          noValidate
          onSubmit={onSubmit}
          aria-describedby="report-intro"
        >
          <p id="report-intro" className="report-intro">
            {t('report.intro')}
          </p>
          <FormField {...field('pageOrLink')} label={t('report.pageOrLink')} hint={t('report.pageOrLinkHint')}>
            {(control) => (
              <input {...control} {...text('pageOrLink')} maxLength={REPORT_LIMITS.pageOrLinkMax} required />
            )}
          </FormField>
          <FormField
            {...field('description')}
            label={t('report.description')}
            hint={t('report.descriptionHint', { min: REPORT_LIMITS.descriptionMin })}
          >
            {(control) => (
              <textarea
                {...control}
                {...text('description')}
                maxLength={REPORT_LIMITS.descriptionMax}
                rows={6}
                required
              />
            )}
          </FormField>
          <FormField {...field('email')} label={t('report.email')} hint={t('report.emailHint')}>
            {(control) => (
              <input
                {...control}
                {...text('email')}
                type="email"
                maxLength={REPORT_LIMITS.emailMax}
                autoComplete="email"
              />
            )}
          </FormField>
          {submit.isError ? (
            <p className="report-error" role="alert">
              {say(submit.error.message)}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={submit.isPending}>
            <Send aria-hidden="true" size={18} />
            {t(submit.isPending ? 'report.sending' : 'report.send')}
          </button>
        </Form>
      )}
    </main>
  );
}
