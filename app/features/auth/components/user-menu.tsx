import type { PublicUser } from '@contracts/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { accountLinks } from '~/components/layout/account-links';
import { useLogout } from '../mutations';
import { displayName, initial } from '../queries';

const itemClass =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-pine-50';

export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${displayName(user)}`}
        className="grid h-11 w-11 place-items-center rounded-full"
      >
        <span
          className="grid h-9 w-9 place-items-center rounded-full bg-pine-700 font-semibold text-white"
          data-testid="avatar"
        >
          {initial(user)}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border border-line bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="font-semibold" data-testid="user-display-name">
              {displayName(user)}
            </p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">Profile</Link>
          </DropdownMenu.Item>
          {accountLinks(user).map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={itemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/preferences">Communication Preferences</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={async () => {
              // Dexie loads on demand: it stays out of the first download.
              const { waitingCount } = await import('~/offline/outbox');
              const waiting = await waitingCount(user.id);
              const leave =
                waiting === 0 ||
                window.confirm(
                  `${waiting} ${waiting === 1 ? 'change has' : 'changes have'} not reached the server yet. Signing out deletes them from this phone. Sign out anyway?`,
                );
              if (leave) logout.mutate(user.id, { onSuccess: () => navigate({ to: '/' }) });
            }}
          >
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
