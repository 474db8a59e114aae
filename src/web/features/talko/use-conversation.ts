import { useEffect, useState } from 'react';
import type { TalkoReply } from '#shared/api/talko.js';

/** Talko's messages keep the question they answer (offered to search when Talko does not know). */
export type NewChatMessage = { from: 'you'; text: string } | { from: 'talko'; reply: TalkoReply; question?: string };
export type ChatMessage = NewChatMessage & { id: number };

const STORAGE_KEY = 'talko:conversation';

function load(): ChatMessage[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

/** The conversation, kept for this browser session (sessionStorage) so leaving the page loses nothing. */
export function useConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>(load);
  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-100)));
  }, [messages]);
  const add = (message: NewChatMessage) =>
    setMessages((current) => [...current, { ...message, id: (current.at(-1)?.id ?? 0) + 1 }]);
  return { messages, add, clear: () => setMessages([]) };
}
