import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '#web/app/use-document-title.js';
import { ContentState } from '#web/features/content/ContentState.js';
import { fetchTalkoConfig } from './talko-api.js';
import { TalkoChat } from './TalkoChat.js';
import './talko.css';

/** /chatbot: a configured provider's chat frame (TALKO_EMBED_URL), else our built-in Talko. */
export default function TalkoPage() {
  useDocumentTitle('Talko');
  const config = useQuery({ queryKey: ['talko-config'], queryFn: fetchTalkoConfig, staleTime: Infinity });
  return (
    <main id="main" className="page">
      <h1 className="page-title">Ask Talko</h1>
      <ContentState query={config} skeletonLines={3}>
        {({ embedUrl }) =>
          embedUrl ? (
            <iframe className="talko-frame" src={embedUrl} title="Talko chatbot" loading="lazy" />
          ) : (
            <TalkoChat />
          )
        }
      </ContentState>
    </main>
  );
}
