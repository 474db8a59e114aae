import { listingFormSchema, type ListingFormFields } from '#shared/api/listing-edit.js';
import {
  errorsFromIssues,
  fromRequest,
  toRequest,
  type FormRules,
  type SuggestionForm,
} from '#web/ui/listing-form/listing-form-state.js';

/** A published listing's form fields (GET /api/maintain/listings/...) as the shared form shows them. */
export function formFromFields(fields: ListingFormFields): SuggestionForm {
  const internship = fields.kind === 'internship' ? fields : undefined;
  const form = fromRequest({
    ...fields,
    organiser: internship?.organiser ?? '',
    stipend: internship?.stipend ?? { kind: 'not-stated' },
  });
  // A stipend the organiser states only in words stays that, for the maintainer to keep or change.
  if (internship?.stipend.kind === 'described')
    return { ...form, stipendKind: 'described', stipendText: internship.stipend.text ?? '' };
  return form;
}

/** The form as the fields a listing of its kind has: what PATCH sends and the shared schema checks. */
export function fieldsFromForm(form: SuggestionForm): ListingFormFields {
  const { title, url, organiser, category, location, mode, window, eligibility, stipend, description } =
    toRequest(form);
  const common = { title, url, location, mode, window, eligibility };
  // A missing category or description goes to the schema as it is, which names the field.
  if (form.kind === 'internship')
    return { kind: 'internship', ...common, organiser, category: category!, stipend } as ListingFormFields;
  return { kind: 'hackathon', ...common, description: description ?? '' };
}

export const LISTING_EDIT_RULES: FormRules<ListingFormFields> = {
  validate(form) {
    const result = listingFormSchema.safeParse(fieldsFromForm(form));
    return result.success ? {} : errorsFromIssues(form, result.error.issues);
  },
  toRequest: fieldsFromForm,
};
