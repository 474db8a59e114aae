/**
 * What the page registry needs of the pages that are content files: the heads of
 * content/topics/<slug>.yaml and content/tools/tool-<n>.yaml (decision 0060).
 */
export interface TopicPageHead {
  slug: string;
  /** The page's heading and tab title (English; the Hindi one travels in the Hindi catalogue). */
  title: string;
  /** Where the page comes among the topics (registry, search, offline list). */
  order: number;
  /** Set for a placement page: its link in the Explore More menu. */
  menuLabel?: string;
}

/** The whole head, as read in Node: the Hindi title and menu label too (for the catalogues). */
export interface TopicIndexEntry extends TopicPageHead {
  titleHi: string;
  menuLabelHi?: string;
}

/** An AI tool guide page, /tool-<number>: its heading (English; the Hindi one is in the Hindi catalogue). */
export interface ToolPageHead {
  number: number;
  title: string;
}

export interface ToolIndexEntry extends ToolPageHead {
  titleHi: string;
}
