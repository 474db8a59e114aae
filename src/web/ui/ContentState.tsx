import type { ReactNode } from 'react';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from '#web/ui/Skeleton.js';
import './content-state.css';
import { localizeServerMessage, useT } from '#web/lib/i18n/i18n.js';

interface ContentStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  skeletonLines?: number;
}

/** Skeleton while loading, a clear message with a retry button on failure, else the content. */
export function ContentState<T>({ query, children, skeletonLines }: ContentStateProps<T>) {
  const t = useT();
  if (query.isPending) return <Skeleton lines={skeletonLines} />;
  if (query.isError) {
    return (
      <div className="content-error" role="alert">
        <p>
          <strong>{t('content.failed')}</strong> {localizeServerMessage(query.error.message, t)}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" size={18} /> {t('content.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
