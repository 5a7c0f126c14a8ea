import { fullTitle, type PageInfo, pageDescription } from '@ssf/domain/pages';
import { useLayoutEffect } from 'react';

/** A record's own title and description (a blog post, an event), or any title not in the page list. */
interface PageTitle {
  pageName?: string;
  description?: string;
  keywords?: string;
}

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** A page of the page list, with optional keywords for its meta tag. */
type ListedPage = PageInfo & { keywords?: string };

const isListed = (page: ListedPage | PageTitle): page is ListedPage => 'path' in page;

/**
 * Sets the document title (suffixed with the forum name and institution) and the description: a
 * page of the page list passes its entry (`usePageTitle(PAGES.blogs)`), which gives the same title
 * and description the server writes into the page's HTML; a record page passes its own.
 */
export function usePageTitle(page: ListedPage | PageTitle) {
  const { pageName, description, keywords }: PageTitle = isListed(page)
    ? { pageName: page.title, description: pageDescription(page), keywords: page.keywords }
    : page;
  // Before the browser paints (a layout effect, not an effect, which Preact runs a frame later): the
  // tab, the history entry and the screen reader get the new page's title with its content.
  useLayoutEffect(() => {
    document.title = fullTitle(pageName);
    if (description) setMeta('description', description);
    if (keywords) setMeta('keywords', keywords);
  }, [pageName, description, keywords]);
}
