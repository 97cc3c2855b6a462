import type { JsonLd } from '~/lib/use-page-meta';
import type { SearchMeta } from '~/lib/use-search-meta';
import type { BlogPost } from './blog-posts';

/** The blog page for search engines: each post on it as an Article, found at its heading's anchor. */
export function blogSearchMeta(origin: string, posts: readonly BlogPost[]): SearchMeta {
  const jsonLd = posts.map(
    (post): JsonLd => ({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author },
      image: new URL(post.image.src, origin).href,
      articleSection: post.category,
      url: new URL(`/blog#${post.id}-title`, origin).href,
      publisher: { '@type': 'Organization', name: 'Broken Bow Events', url: new URL('/', origin).href },
    }),
  );
  return { jsonLd };
}
