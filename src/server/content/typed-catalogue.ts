import {
  type AiToolPage,
  type Book,
  type CommunityGroup,
  type Contact,
  type Explore,
  type Hackathon,
  type Home,
  type Internship,
  type Project,
  type SoftInstall,
  type TopicPage,
} from '#shared/content/index.js';
import type { SearchAliases, SiteHelp } from '#shared/content/search-help.js';
import { listEntries, type ListEntries } from '#shared/search-kinds.js';
import { pagesIn, type Catalogue } from './load-catalogue.js';

/** The validated catalogue with its types, for server features that read content (search, Talko). */
export interface TypedCatalogue {
  home: Home;
  explore: Explore;
  topics: TopicPage[];
  tools: AiToolPage[];
  softInstall: SoftInstall;
  books: Book[];
  groups: CommunityGroup[];
  internships: Internship[];
  hackathons: Hackathon[];
  projects: Project[];
  contact: Contact;
  /** content/search-aliases.yaml: how students type subjects (every search reads it). */
  searchAliases: SearchAliases;
  /** content/site-help.yaml: Talko's answers about the site itself. */
  siteHelp: SiteHelp;
  /** Every search list kind's entries (src/shared/search-kinds.ts), the typed lists above among them. */
  lists: Required<ListEntries>;
}

/** Safe because loadCatalogue validated every file against its schema. */
export function typedCatalogue(catalogue: Catalogue): TypedCatalogue {
  const get = <T>(name: string) => catalogue.get(name) as T | undefined;
  const lists = listEntries((kind) => catalogue.get(kind.file));
  return {
    home: get<Home>('home')!,
    explore: get<Explore>('explore')!,
    topics: pagesIn(catalogue, 'topics').map((topic) => topic.page),
    tools: pagesIn(catalogue, 'tools').map((tool) => tool.page),
    softInstall: get<SoftInstall>('soft-install')!,
    contact: get<Contact>('contact')!,
    searchAliases: get<SearchAliases>('search-aliases')!,
    siteHelp: get<SiteHelp>('site-help')!,
    books: lists.book as Book[],
    groups: lists.group as CommunityGroup[],
    internships: lists.internship as Internship[],
    hackathons: lists.hackathon as Hackathon[],
    projects: lists.project as Project[],
    lists,
  };
}
