import { Link } from '@tanstack/react-router';

const OPTIONS = [
  {
    to: '/catering',
    title: 'Browse Catering',
    text: 'BBQ, Italian, comfort food and more, sized to your crowd.',
  },
  { to: '/packages', title: 'View Packages', text: 'Five ready-made packages from 10 to 500 guests.' },
  { to: '/vendors', title: 'Find Vendors', text: 'Venues, bartenders, photographers and rentals in town.' },
] as const;

/** SPEC section 2's quick options beside the wizard. */
export function QuickOptions({ title = 'Quick Options' }: { title?: string }) {
  return (
    <nav aria-label={title} className="rounded-2xl bg-pine-50 p-5">
      <h2 className="text-lg font-bold text-pine-800">{title}</h2>
      <ul className="mt-3 space-y-2">
        {OPTIONS.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              className="block min-h-11 rounded-xl border border-line bg-white p-3 hover:border-pine-600"
            >
              <span className="block font-semibold text-lake-700">{option.title}</span>
              <span className="block text-sm text-muted">{option.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
