import { useQuery } from '@tanstack/react-query';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { ContentState } from '#web/ui/ContentState.js';
import { NeedsConnection } from '#web/ui/NeedsConnection.js';
import { fetchTalkoConfig } from './talko-api.js';
import { TalkoChat } from './TalkoChat.js';
import './talko.css';
import { usePageTitle } from '#web/lib/page-context.js';

/** /chatbot: a configured provider's chat frame (TALKO_EMBED_URL), else our built-in Talko. */
export default function TalkoPage() {
  const title = usePageTitle();
  const t = usePartT('learning');
  const config = useQuery({ queryKey: ['talko-config'], queryFn: fetchTalkoConfig, staleTime: Infinity });
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <NeedsConnection what="Talko" />
      <ContentState query={config} skeletonLines={3}>
        {({ embedUrl }) =>
          embedUrl ? (
            <iframe className="talko-frame" src={embedUrl} title={t('talko.frame')} loading="lazy" />
          ) : (
            <TalkoChat />
          )
        }
      </ContentState>
    </main>
  );
}
