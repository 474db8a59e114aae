import { Fragment, lazy, Suspense, useState } from 'react';
import type { ListingOverview } from '#shared/api/maintain.js';
import { usePartT } from '#web/lib/i18n/i18n.js';

// The edit form (the shared listing form and its texts) arrives when a maintainer first opens one.
const ListingEditor = lazy(() => import('./ListingEditor.js').then((module) => ({ default: module.ListingEditor })));

const editButtonId = (row: ListingOverview) => `edit-listing-${row.kind}-${row.slug}`;

/** Every listing with its state and warnings; 'Edit' opens a listing's form under its row. */
export function ListingsPanel({ listings }: { listings: ListingOverview[] }) {
  const t = usePartT('maintain');
  const [editing, setEditing] = useState<string | undefined>();
  const [saved, setSaved] = useState('');

  function close(row: ListingOverview, savedTitle?: string) {
    setEditing(undefined);
    setSaved(savedTitle ? t('maintain.editSaved', { title: savedTitle }) : '');
    // Back to the button that opened the form, as a dialog would return focus.
    requestAnimationFrame(() => document.getElementById(editButtonId(row))?.focus());
  }

  return (
    <>
      <p role="status">{saved}</p>
      <div className="maintain-table-wrap">
        <table className="maintain-table">
          <caption className="visually-hidden">{t('maintain.listingsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('maintain.title')}</th>
              <th scope="col">{t('maintain.kind')}</th>
              <th scope="col">{t('maintain.state')}</th>
              <th scope="col">{t('maintain.version')}</th>
              <th scope="col">{t('maintain.warnings')}</th>
              <th scope="col">{t('maintain.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {listings.map((row) => {
              const key = `${row.kind}:${row.slug}`;
              return (
                <Fragment key={key}>
                  <tr>
                    <th scope="row">{row.title}</th>
                    <td>{row.kind}</td>
                    <td>{row.status === 'retired' ? t('maintain.retired') : row.state}</td>
                    <td>{row.version}</td>
                    <td>{row.warnings.length ? row.warnings.join('; ') : t('maintain.none')}</td>
                    <td>
                      <button
                        type="button"
                        id={editButtonId(row)}
                        className="button button--secondary"
                        aria-expanded={editing === key}
                        onClick={() => {
                          setSaved('');
                          setEditing(editing === key ? undefined : key);
                        }}
                      >
                        {t('maintain.editListing')}
                        <span className="visually-hidden">: {row.title}</span>
                      </button>
                    </td>
                  </tr>
                  {editing === key ? (
                    <tr>
                      <td colSpan={6}>
                        <Suspense fallback={null}>
                          <ListingEditor
                            kind={row.kind}
                            slug={row.slug}
                            onClose={(savedTitle) => close(row, savedTitle)}
                          />
                        </Suspense>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
