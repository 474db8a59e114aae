import type { SearchResponse } from '#shared/api/search.js';
import { searchGroupMessageId } from '#shared/search-kinds.js';
import { usePartT, type MessageId } from '#web/lib/i18n/i18n.js';

/**
 * A result group's heading in the reader's language: each kind's heading is declared with the kind
 * (src/shared/search-kinds.ts), which puts it in both catalogues; a kind the catalogues do not know
 * keeps the server's English.
 */
export function useSearchGroupLabel(): (group: SearchResponse['groups'][number]) => string {
  const t = usePartT('search');
  return (group) => {
    const id = searchGroupMessageId(group.kind) as MessageId;
    const label = t(id);
    return label === id ? group.label : label;
  };
}
