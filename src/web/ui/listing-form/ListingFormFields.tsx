import { CURRENCIES, LISTING_MODES } from '#shared/content/listing-fields.js';
import { INTERNSHIP_PAGES } from '#shared/content/route-constants.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useFormErrorText } from '#web/lib/i18n/form-errors.js';
import { FormField } from '#web/ui/FormField.js';
import { MODE_LABELS } from '#web/ui/ListingFacts.js';
import '#web/ui/text-input.css';
import type { FieldErrors, SuggestionForm } from './listing-form-state.js';
import './listing-form.css';

const CATEGORIES = INTERNSHIP_PAGES.filter((page) => page.filter !== 'All');

/**
 * The fields of a listing as a student suggests it and a maintainer corrects or edits it: one form, checked
 * with the server's own schema (listing-form-state.ts), errors under each field in the reader's
 * language. `idPrefix` keeps the ids unique where several forms are on one page.
 */
export function ListingFormFields({
  form,
  errors,
  set,
  idPrefix,
  kindFixed = false,
  editingListing = false,
}: {
  form: SuggestionForm;
  errors: FieldErrors;
  set: <K extends keyof SuggestionForm>(field: K, value: SuggestionForm[K]) => void;
  idPrefix: string;
  /** A maintainer's correction keeps the kind the student chose. */
  kindFixed?: boolean;
  /**
   * A published listing's fields (/maintain): an organiser and a stipend only for an internship, a
   * description only for a hackathon, and a stipend may be described in the organiser's words.
   */
  editingListing?: boolean;
}) {
  const t = usePartT('forms');
  const tListing = usePartT('listings');
  // The shared schema and the server say their messages in English; the reader sees them in their language.
  const say = useFormErrorText();
  const id = (name: string) => `${idPrefix}-${name}`;
  // A suggestion of either kind names its organiser; a published hackathon has none. Only an
  // internship has a stipend: a hackathon is never asked for one (toRequest sends 'not stated').
  const showOrganiser = !editingListing || form.kind === 'internship';
  const showStipend = form.kind === 'internship';
  const text = (field: keyof SuggestionForm) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
  });
  const field = (name: keyof SuggestionForm, label: string, hint?: string) => ({
    id: id(name),
    name,
    label,
    hint,
    error: say(errors[name]),
  });

  return (
    <>
      {kindFixed ? null : (
        <fieldset className="suggest-choice">
          <legend>{t('suggest.what')}</legend>
          {(['internship', 'hackathon'] as const).map((kind) => (
            <label key={kind}>
              <input type="radio" name="kind" checked={form.kind === kind} onChange={() => set('kind', kind)} />
              {t(kind === 'internship' ? 'suggest.internship' : 'suggest.hackathon')}
            </label>
          ))}
        </fieldset>
      )}
      <FormField {...field('title', t('suggest.title'))}>
        {(aria) => <input {...aria} {...text('title')} maxLength={160} />}
      </FormField>
      <FormField {...field('url', t('suggest.url'), t('suggest.urlHint'))}>
        {(aria) => <input {...aria} {...text('url')} type="url" inputMode="url" />}
      </FormField>
      {showOrganiser ? (
        <FormField {...field('organiser', t('suggest.organiser'))}>
          {(aria) => <input {...aria} {...text('organiser')} maxLength={160} />}
        </FormField>
      ) : null}
      {form.kind === 'internship' ? (
        <FormField {...field('category', t('suggest.category'))}>
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
        </FormField>
      ) : null}
      <FormField {...field('location', t('suggest.location'), t('suggest.locationHint'))}>
        {(aria) => <input {...aria} {...text('location')} maxLength={160} />}
      </FormField>
      <FormField {...field('mode', t('suggest.mode'))}>
        {(aria) => (
          <select {...aria} {...text('mode')}>
            {LISTING_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {tListing(MODE_LABELS[mode])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field('windowKind', t('suggest.dates'))}>
        {(aria) => (
          <select {...aria} {...text('windowKind')}>
            <option value="dates">{t('suggest.knownDates')}</option>
            <option value="rolling">{t('suggest.rolling')}</option>
            <option value="recurring">{t('suggest.recurring')}</option>
          </select>
        )}
      </FormField>
      {form.windowKind === 'dates' ? (
        <div className="suggest-row">
          <FormField {...field('opens', t('suggest.opens'))}>
            {(aria) => <input {...aria} {...text('opens')} type="date" />}
          </FormField>
          <FormField {...field('closes', t('suggest.closes'))}>
            {(aria) => <input {...aria} {...text('closes')} type="date" />}
          </FormField>
        </div>
      ) : null}
      {form.windowKind === 'recurring' ? (
        <FormField {...field('season', t('suggest.season'), t('suggest.seasonHint'))}>
          {(aria) => <input {...aria} {...text('season')} maxLength={160} />}
        </FormField>
      ) : null}
      <FormField {...field('eligibility', t('suggest.eligibility'), t('suggest.eligibilityHint'))}>
        {(aria) => <input {...aria} {...text('eligibility')} maxLength={1000} />}
      </FormField>
      {showStipend ? (
        <FormField {...field('stipendKind', t('suggest.stipend'))}>
          {(aria) => (
            <select {...aria} {...text('stipendKind')}>
              <option value="not-stated">{t('suggest.notStated')}</option>
              <option value="unpaid">{t('suggest.unpaid')}</option>
              <option value="amount">{t('suggest.anAmount')}</option>
              {editingListing ? <option value="described">{t('suggest.described')}</option> : null}
            </select>
          )}
        </FormField>
      ) : null}
      {showStipend && form.stipendKind === 'described' ? (
        <FormField {...field('stipendText', t('suggest.stipendText'))}>
          {(aria) => <input {...aria} {...text('stipendText')} maxLength={1000} />}
        </FormField>
      ) : null}
      {showStipend && form.stipendKind === 'amount' ? (
        <div className="suggest-row">
          <FormField {...field('amount', t('suggest.amount'))}>
            {(aria) => <input {...aria} {...text('amount')} type="number" min={0} step="any" inputMode="decimal" />}
          </FormField>
          <FormField {...field('currency', t('suggest.currency'))}>
            {(aria) => (
              <select {...aria} {...text('currency')}>
                {CURRENCIES.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField {...field('per', t('suggest.per'))}>
            {(aria) => (
              <select {...aria} {...text('per')}>
                <option value="month">{t('suggest.month')}</option>
                <option value="week">{t('suggest.week')}</option>
                <option value="total">{t('suggest.inTotal')}</option>
              </select>
            )}
          </FormField>
        </div>
      ) : null}
      {!editingListing || form.kind === 'hackathon' ? (
        <FormField {...field('description', t(editingListing ? 'suggest.descriptionRequired' : 'suggest.description'))}>
          {(aria) => <textarea {...aria} {...text('description')} rows={4} maxLength={1000} />}
        </FormField>
      ) : null}
    </>
  );
}
