import { createContext, useContext, useEffect } from 'react';

/** A schema.org JSON-LD block, as search engines read it from the drawn page. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export type PageMeta = {
  title?: string;
  description?: string;
  /** Set by the server's renderer: where people open the app, for the absolute links below. */
  origin?: string;
  /** Open Graph: the picture of a shared link (absolute), and what the page is ('website' by default). */
  image?: string;
  type?: string;
  jsonLd?: JsonLd[];
};

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
