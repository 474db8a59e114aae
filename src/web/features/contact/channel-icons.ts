import { Briefcase, Camera, Megaphone, MessageCircle, type LucideIcon } from 'lucide-react';
import type { ContactKind } from '#shared/content/contact.js';

/** Generic icons per kind of channel: the content names the service, the icon only its kind. */
export const CHANNEL_ICONS: Record<ContactKind, LucideIcon> = {
  'professional-network': Briefcase,
  'photo-sharing': Camera,
  chat: MessageCircle,
  channel: Megaphone,
};
