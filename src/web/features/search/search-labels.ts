import type { SearchResponse } from '#shared/api/search.js';
import { usePartT, type MessageId } from '#web/lib/i18n/i18n.js';

const GROUP_MESSAGES: Record<string, MessageId> = {
  topic: 'searchPage.groupTopic',
  section: 'searchPage.groupSection',
  link: 'searchPage.groupLink',
  tool: 'searchPage.groupTool',
  install: 'searchPage.groupInstall',
  book: 'searchPage.groupBook',
  group: 'searchPage.groupCommunity',
  internship: 'searchPage.groupInternship',
  hackathon: 'searchPage.groupHackathon',
  project: 'searchPage.groupProject',
  note: 'searchPage.groupNote',
};

/** A result group's heading in the reader's language; a kind the catalogues do not know keeps the server's English. */
export function useSearchGroupLabel(): (group: SearchResponse['groups'][number]) => string {
  const t = usePartT('search');
  return (group) => {
    const id = GROUP_MESSAGES[group.kind];
    return id ? t(id) : group.label;
  };
}
