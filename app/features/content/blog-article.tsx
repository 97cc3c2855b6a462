import { formatLongDay } from '@contracts/dates';
import type { BlogPost } from './blog-posts';

/** One article in full: its meta line, illustration, excerpt and every section. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article
      aria-labelledby={`${post.id}-title`}
      className="render-when-seen rounded-2xl border border-line bg-white p-4 sm:p-8"
    >
      <header className="grid gap-4 sm:grid-cols-[14rem_1fr] sm:items-center sm:gap-6">
        <img
          src={post.image.src}
          width={400}
          height={260}
          alt={post.image.alt}
          className="h-auto w-full rounded-xl border border-line"
        />
        <div>
          <p className="text-xs font-semibold tracking-wide text-lake-700 uppercase">{post.category}</p>
          <h2
            id={`${post.id}-title`}
            className="mt-1 scroll-mt-20 text-2xl font-bold tracking-tight text-pine-800 sm:text-3xl"
          >
            {post.title}
          </h2>
          <p className="mt-2 text-sm text-muted">
            By {post.author} · <time dateTime={post.date}>{formatLongDay(post.date)}</time> · {post.readTime}
          </p>
        </div>
      </header>
      <div className="mt-6 border-t border-line pt-2">
        <p className="mt-4 text-lg text-ink">{post.excerpt}</p>
        {post.content.map((section) => (
          <section key={section.heading} className="mt-6">
            <h3 className="text-lg font-semibold text-pine-800">{section.heading}</h3>
            <p className="mt-2 leading-relaxed">{section.text}</p>
            {section.list && (
              <ul className="mt-3 space-y-2 rounded-xl bg-pine-50 p-4">
                {section.list.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-sunset-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}

/** The two articles at a glance, each linking to its full text further down the page. */
export function BlogIndex({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <nav aria-label="Articles" className="rounded-xl border border-line bg-white p-4">
      <p className="font-semibold text-pine-800">In this issue</p>
      <ul className="mt-2 space-y-1">
        {posts.map((post) => (
          <li key={post.id}>
            <a
              href={`#${post.id}-title`}
              className="flex min-h-11 flex-col justify-center rounded-md px-2 py-1 text-lake-700 hover:bg-lake-50"
            >
              <span className="font-semibold underline underline-offset-2">{post.title}</span>
              <span className="text-sm text-muted">
                {post.category} · {post.readTime}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
