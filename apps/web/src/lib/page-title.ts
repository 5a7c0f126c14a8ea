import { useEffect } from 'react';
import { FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';

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

export function fullTitle(pageName?: string): string {
  const suffix = `${FORUM_NAME} | ${INSTITUTION}`;
  return pageName ? `${pageName} | ${suffix}` : suffix;
}

/** Sets the document title (suffixed with the forum name and institution) and meta tags. */
export function usePageTitle({ pageName, description, keywords }: PageTitle) {
  useEffect(() => {
    document.title = fullTitle(pageName);
    if (description) setMeta('description', description);
    if (keywords) setMeta('keywords', keywords);
  }, [pageName, description, keywords]);
}
