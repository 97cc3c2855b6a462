import { createContext, useContext, useEffect } from 'react';

export type PageMeta = { title?: string; description?: string };

/** The server runs no effects: its renderer hands pages this record to fill, and writes it into <head>. */
export const PageMetaSink = createContext<PageMeta | null>(null);

/** Sets the document title and description while a page is shown and restores the previous ones after. */
export function usePageMeta(title: string, description?: string): void {
  const sink = useContext(PageMetaSink);
  if (sink) {
    sink.title = title;
    if (description) sink.description = description;
  }
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousTitle = document.title;
    const previousDescription = meta?.content;
    document.title = title;
    if (meta && description) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description]);
}
