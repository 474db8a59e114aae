import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import Bot from 'lucide-react/icons/bot';
import Brain from 'lucide-react/icons/brain';
import Briefcase from 'lucide-react/icons/briefcase';
import Calendar from 'lucide-react/icons/calendar';
import ChartColumn from 'lucide-react/icons/chart-column';
import Clock from 'lucide-react/icons/clock';
import Cloud from 'lucide-react/icons/cloud';
import Code from 'lucide-react/icons/code';
import Compass from 'lucide-react/icons/compass';
import Database from 'lucide-react/icons/database';
import Download from 'lucide-react/icons/download';
import Folder from 'lucide-react/icons/folder';
import GitBranch from 'lucide-react/icons/git-branch';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Heart from 'lucide-react/icons/heart';
import InfinityIcon from 'lucide-react/icons/infinity';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Lightbulb from 'lucide-react/icons/lightbulb';
import MessageCircle from 'lucide-react/icons/message-circle';
import Network from 'lucide-react/icons/network';
import Palette from 'lucide-react/icons/palette';
import PenLine from 'lucide-react/icons/pen-line';
import Rocket from 'lucide-react/icons/rocket';
import Search from 'lucide-react/icons/search';
import Server from 'lucide-react/icons/server';
import Shield from 'lucide-react/icons/shield';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import SquareKanban from 'lucide-react/icons/square-kanban';
import Star from 'lucide-react/icons/star';
import Target from 'lucide-react/icons/target';
import Terminal from 'lucide-react/icons/terminal';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import type { IconKey } from '#shared/content/icons.js';

/** Every icon content may name, by its key. Loaded as one chunk on demand (Icon.tsx). */
export const CONTENT_ICONS: Record<IconKey, LucideIcon> = {
  bot: Bot,
  code: Code,
  server: Server,
  palette: Palette,
  chart: ChartColumn,
  smartphone: Smartphone,
  brain: Brain,
  git: GitBranch,
  shield: Shield,
  infinity: InfinityIcon,
  download: Download,
  pen: PenLine,
  search: Search,
  book: BookOpen,
  users: Users,
  briefcase: Briefcase,
  trophy: Trophy,
  folder: Folder,
  message: MessageCircle,
  sparkles: Sparkles,
  clock: Clock,
  network: Network,
  target: Target,
  kanban: SquareKanban,
  lightbulb: Lightbulb,
  layout: LayoutDashboard,
  database: Database,
  terminal: Terminal,
  cloud: Cloud,
  rocket: Rocket,
  graduation: GraduationCap,
  globe: Globe,
  video: Video,
  calendar: Calendar,
  compass: Compass,
  heart: Heart,
  star: Star,
};
