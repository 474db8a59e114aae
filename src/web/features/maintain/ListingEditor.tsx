import { useEffect, useRef } from 'react';
import { MAINTAIN_MESSAGES } from '#shared/api/maintain.js';
import type { ListingCopy } from '#shared/api/listing-edit.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { useFormErrorText } from '#web/lib/i18n/form-errors.js';
import { ContentState } from '#web/ui/ContentState.js';
import { ListingFormFields } from '#web/ui/listing-form/ListingFormFields.js';
import { useListingForm } from '#web/ui/listing-form/use-listing-form.js';
import { formFromFields, LISTING_EDIT_RULES } from './listing-edit-form.js';
import { useListingCopy, useSaveListing } from './listing-edit-api.js';
import { Form } from '#web/ui/Form.js';

interface EditorProps {
  kind: ListingCopy['kind'];
  slug: string;
  /** `saved` is the saved listing's title; undefined when the maintainer cancelled. */
  onClose: (saved?: string) => void;
}

/**
 * The form of one published listing, filled from the copy read when it opened. A save made from an
 * outdated copy is refused by the server (version check); the form then says so and keeps what the
 * maintainer typed, until they load the newer copy.
 */
function EditForm({
  copy,
  onClose,
  onReload,
  reloading,
}: { copy: ListingCopy } & Omit<EditorProps, 'kind' | 'slug'> & {
    onReload: () => void;
    reloading: boolean;
  }) {
  const t = usePartT('maintain');
  const say = useFormErrorText();
  const save = useSaveListing();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { form, errors, set, formRef, onSubmit } = useListingForm(
    () => formFromFields(copy.fields),
    (fields) =>
      save.mutate({ slug: copy.slug, version: copy.version, fields }, { onSuccess: () => onClose(fields.title) }),
    LISTING_EDIT_RULES,
  );
  const conflict = save.error instanceof ApiRequestError && save.error.status === 409;
  const headingId = `edit-${copy.kind}-${copy.slug}-heading`;
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Form ref={formRef} className="maintain-correction" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('maintain.editing', { title: copy.listing.title })}
      </h3>
      <p>{t('maintain.editKeeps', { version: copy.version })}</p>
      {Object.values(errors).some(Boolean) ? <p className="maintain-error">{t('maintain.fixFieldsSave')}</p> : null}
      <ListingFormFields
        form={form}
        errors={errors}
        set={set}
        idPrefix={`edit-${copy.kind}-${copy.slug}`}
        kindFixed
        editingListing
      />
      {save.isError ? (
        <p className="maintain-error" role="alert">
          {/* The server's 'changed since you opened it', in the reader's language; any other refusal as it says. */}
          {conflict && save.error.message === MAINTAIN_MESSAGES.versionConflict
            ? t('maintain.versionConflict')
            : say(save.error.message)}
        </p>
      ) : null}
      <div className="maintain-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('maintain.saveChanges')}
          <span className="visually-hidden">: {copy.listing.title}</span>
        </button>
        {conflict ? (
          <button type="button" className="button button--secondary" onClick={onReload} disabled={reloading}>
            {t('maintain.loadNewer')}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => onClose()}>
          {t('maintain.cancel')}
        </button>
      </div>
    </Form>
  );
}

/** Loads a listing's editable copy and shows its form; the newer copy replaces the form only on request. */
export function ListingEditor({ kind, slug, onClose }: EditorProps) {
  const copy = useListingCopy(kind, slug);
  return (
    <ContentState query={copy}>
      {(data) => (
        <EditForm
          // A newly loaded copy starts a new form (its fields and version); nothing else resets it.
          key={copy.dataUpdatedAt}
          copy={data}
          onClose={onClose}
          onReload={() => void copy.refetch()}
          reloading={copy.isFetching}
        />
      )}
    </ContentState>
  );
}
