import { createFileRoute, Link } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { buttonClass } from '~/components/ui/button';
import { BlogArticle, BlogIndex } from '~/features/content/blog-article';
import { BLOG_POSTS } from '~/features/content/blog-posts';
import { blogSearchMeta } from '~/features/content/blog-search-meta';
import { CtaBand } from '~/features/content/cta-band';
import { useSearchMeta } from '~/lib/use-search-meta';

export const Route = createFileRoute('/blog')({
  staticData: { serverRendered: true },
  component: BlogScreen,
});

function BlogScreen() {
  useSearchMeta((origin) => blogSearchMeta(origin, BLOG_POSTS));
  return (
    <Page
      title="Event Planning Blog"
      description="Event planning tips and catering trends from Broken Bow, Oklahoma: budgets, timelines and menus for weddings, reunions and retreats near Broken Bow Lake."
      intro="Practical advice from the people who plan, cook and set up events around Broken Bow Lake."
    >
      <div className="space-y-10">
        <BlogIndex posts={BLOG_POSTS} />
        {BLOG_POSTS.map((post) => (
          <BlogArticle key={post.id} post={post} />
        ))}
        <CtaBand
          title="Ready to put the plan into action?"
          text="Start your event plan or browse the local vendors mentioned in these articles."
        >
          <Link to="/event-planner" className={buttonClass('primary', 'px-6')}>
            Start Planning
          </Link>
          <Link to="/vendors" className={buttonClass('outline', 'px-6')}>
            Browse Vendors
          </Link>
        </CtaBand>
      </div>
    </Page>
  );
}
