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
}

/** Safe because loadCatalogue validated every file against its schema. */
export function typedCatalogue(catalogue: Catalogue): TypedCatalogue {
  const get = <T>(name: string) => catalogue.get(name) as T | undefined;
  return {
    home: get<Home>('home')!,
    explore: get<Explore>('explore')!,
    topics: pagesIn(catalogue, 'topics').map((topic) => topic.page),
    tools: pagesIn(catalogue, 'tools').map((tool) => tool.page),
    softInstall: get<SoftInstall>('soft-install')!,
    contact: get<Contact>('contact')!,
    searchAliases: get<SearchAliases>('search-aliases')!,
    siteHelp: get<SiteHelp>('site-help')!,
    books: get<{ books: Book[] }>('books')?.books ?? [],
    groups: get<{ groups: CommunityGroup[] }>('community')?.groups ?? [],
    internships: get<{ internships: Internship[] }>('internships')?.internships ?? [],
    hackathons: get<{ hackathons: Hackathon[] }>('hackathons')?.hackathons ?? [],
    projects: get<{ projects: Project[] }>('projects')?.projects ?? [],
  };
}
