import { useContext } from 'react';
import { type PageMeta, PageMetaSink } from './use-page-meta';

export type SearchMeta = Pick<PageMeta, 'image' | 'type' | 'jsonLd'>;

/**
 * Structured data and the link-preview picture of a public page. Only search engines and link
 * previews read them, and both read the server's drawing: the browser never builds them.
 */
export function useSearchMeta(build: (origin: string) => SearchMeta): void {
  const sink = useContext(PageMetaSink);
  if (sink?.origin) Object.assign(sink, build(sink.origin));
}
