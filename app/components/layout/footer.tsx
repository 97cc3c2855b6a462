import { Link } from '@tanstack/react-router';

export function Footer() {
  return (
    <footer className="render-when-seen mt-16 border-t border-line bg-pine-900 text-pine-100">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-bold text-white">Broken Bow Events</p>
          <p className="mt-2 text-sm">
            Local caterers, venues and crews for every event in Broken Bow, Oklahoma.
          </p>
        </div>
        <ul className="space-y-2 text-sm">
          <li>
            <Link to="/vendor-signup" className="hover:underline">
              Become a Vendor
            </Link>
          </li>
          <li>
            <Link to="/gig-workers" className="hover:underline">
              Work with us
            </Link>
          </li>
          <li>
            <Link to="/quote" className="hover:underline">
              Request a quote
            </Link>
          </li>
        </ul>
        <ul className="space-y-2 text-sm">
          <li>
            <Link to="/terms" className="hover:underline">
              Terms and Conditions
            </Link>
          </li>
          <li>
            <Link to="/blog" className="hover:underline">
              Blog
            </Link>
          </li>
          <li>Broken Bow, OK 74728</li>
        </ul>
      </div>
    </footer>
  );
}
