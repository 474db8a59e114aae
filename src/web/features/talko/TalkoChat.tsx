import { useEffect, useRef, useState, type FormEvent } from 'react';
import Bot from 'lucide-react/icons/bot';
import Send from 'lucide-react/icons/send';
import { Link } from 'react-router';
import { TALKO_MESSAGE_MAX, type TalkoReply } from '#shared/api/talko.js';
import { ApiRequestError } from '#web/lib/api/client.js';
import { usePartT } from '#web/lib/i18n/i18n.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { askTalko } from './talko-api.js';
import { useConversation } from './use-conversation.js';
import { routeTitle } from '#web/lib/i18n/route-title.js';
import { Form } from '#web/ui/Form.js';

/** Talko's reply; `question` is what was asked, offered to search when Talko does not know. */
function ReplyBody({ reply, question }: { reply: TalkoReply; question: string }) {
  const t = usePartT('learning');
  return (
    <>
      <p>{reply.reply}</p>
      {reply.resources.length > 0 ? (
        <ul className="talko__resources">
          {reply.resources.map((resource) => (
            <li key={resource.url}>
              <ExternalLink href={resource.url}>{resource.title}</ExternalLink>
              <span className="talko__where">
                {' '}
                {t('talko.on')}{' '}
                <Link to={resource.anchor ? `${resource.route}#${resource.anchor}` : resource.route}>
                  {routeTitle(resource.route, resource.pageTitle, t)}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {reply.page ? (
        <p>
          <Link to={reply.page.anchor ? `${reply.page.route}#${reply.page.anchor}` : reply.page.route}>
            {reply.page.title}
          </Link>
        </p>
      ) : null}
      {reply.fallback ? (
        <p>
          <Link to={`/search?q=${encodeURIComponent(question)}`}>{t('talko.searchFor', { question })}</Link>
        </p>
      ) : null}
    </>
  );
}

/** Our own Talko: a chat over the site's FAQ and catalogue (a search-based assistant). */
export function TalkoChat() {
  const { messages, add, clear } = useConversation();
  const [draft, setDraft] = useState('');
  const [thinking, setThinking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const t = usePartT('learning');

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [messages, thinking]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = draft.trim();
    if (!message || thinking) return;
    setDraft('');
    setProblem(null);
    add({ from: 'you', text: message });
    setThinking(true);
    try {
      add({ from: 'talko', reply: await askTalko(message), question: message });
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : t('talko.failed'));
    } finally {
      setThinking(false);
    }
  }

  return (
    <section className="talko" aria-labelledby="talko-heading">
      <header className="talko__header">
        <Bot aria-hidden="true" size={28} />
        <div>
          <h2 id="talko-heading">Talko</h2>
          <p className="talko__label">{t('talko.label')}</p>
        </div>
        {messages.length > 0 ? (
          <button type="button" className="button button--secondary talko__clear" onClick={clear}>
            {t('talko.clear')}
          </button>
        ) : null}
      </header>
      <div className="talko__messages" role="log" aria-live="polite" aria-label={t('talko.conversation')}>
        <ol className="talko__list">
          <li className="talko__message talko__message--talko">
            <p>{t('talko.greeting')}</p>
          </li>
          {messages.map((message) =>
            message.from === 'you' ? (
              <li key={message.id} className="talko__message talko__message--you">
                <span className="visually-hidden">{t('talko.you')} </span>
                <p>{message.text}</p>
              </li>
            ) : (
              <li key={message.id} className="talko__message talko__message--talko">
                <span className="visually-hidden">Talko: </span>
                <ReplyBody reply={message.reply} question={message.question ?? ''} />
              </li>
            ),
          )}
          {thinking ? (
            <li className="talko__message talko__message--talko talko__typing">
              <span className="visually-hidden">{t('talko.typing')}</span>
              <span aria-hidden="true">
                <i />
                <i />
                <i />
              </span>
            </li>
          ) : null}
        </ol>
        <div ref={endRef} aria-hidden="true" className="talko__end" />
      </div>
      {problem ? (
        <p className="talko__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <Form className="talko__form" onSubmit={send}>
        <label htmlFor="talko-input" className="visually-hidden">
          {t('talko.question')}
        </label>
        <input
          id="talko-input"
          className="talko__input"
          value={draft}
          maxLength={TALKO_MESSAGE_MAX}
          placeholder={t('talko.placeholder')}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={thinking || draft.trim() === ''}>
          <Send aria-hidden="true" size={18} /> {t('talko.send')}
        </button>
      </Form>
    </section>
  );
}
