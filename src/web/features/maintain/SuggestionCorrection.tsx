import type { QueueItem } from '#shared/api/maintain.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useFormErrorText } from '#web/lib/i18n/form-errors.js';
import { ListingFormFields } from '#web/ui/listing-form/ListingFormFields.js';
import { fromRequest, SUGGESTION_RULES } from '#web/ui/listing-form/listing-form-state.js';
import { useListingForm } from '#web/ui/listing-form/use-listing-form.js';
import { useReview } from './maintain-api.js';
import { Form } from '#web/ui/Form.js';

/**
 * A suggestion corrected on screen before it is published: the student's form, prefilled, checked
 * with the same schema as theirs and the server's; 'Approve as corrected' publishes the corrected
 * copy (the kind stays the student's). Nothing typed is lost when the server refuses it.
 */
export function SuggestionCorrection({ item, onCancel }: { item: QueueItem; onCancel: () => void }) {
  const t = usePartT('maintain');
  const say = useFormErrorText();
  const review = useReview();
  const { form, errors, set, formRef, onSubmit } = useListingForm(
    () => fromRequest(item.suggestion),
    (suggestion) => review.mutate({ id: item.id, action: 'approve', suggestion }),
    SUGGESTION_RULES,
  );
  const headingId = `correct-${item.id}`;

  return (
    <Form ref={formRef} className="maintain-correction" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <h4 id={headingId}>{t('maintain.correcting')}</h4>
      {Object.values(errors).some(Boolean) ? <p className="maintain-error">{t('maintain.fixFields')}</p> : null}
      <ListingFormFields form={form} errors={errors} set={set} idPrefix={`correct-${item.id}`} kindFixed />
      {review.isError ? (
        <p className="maintain-error" role="alert">
          {say(review.error.message)}
        </p>
      ) : null}
      <div className="maintain-actions">
        <button type="submit" className="button button--primary" disabled={review.isPending}>
          {t('maintain.approveCorrected')}
          <span className="visually-hidden">: {item.suggestion.title}</span>
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('maintain.cancelCorrection')}
        </button>
      </div>
    </Form>
  );
}
