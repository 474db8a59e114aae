import type { LucideIcon } from 'lucide-react';
import Briefcase from 'lucide-react/icons/briefcase';
import Camera from 'lucide-react/icons/camera';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageCircle from 'lucide-react/icons/message-circle';
import type { ContactKind } from '#shared/content/contact.js';

/** Generic icons per kind of channel: the content names the service, the icon only its kind. */
export const CHANNEL_ICONS: Record<ContactKind, LucideIcon> = {
  'professional-network': Briefcase,
  'photo-sharing': Camera,
  chat: MessageCircle,
  channel: Megaphone,
};
