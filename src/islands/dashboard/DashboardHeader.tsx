import { useState, type ReactNode } from 'react';
import { fill } from '../../lib/template.ts';
import type { PublicUser } from '../../schemas/user.ts';
import { logout } from '../../stores/session.ts';
import Avatar from './Avatar.tsx';
import Pending from '../ui/Pending.tsx';
import type { PortalHeaderCopy } from './copy.ts';

interface DashboardHeaderProps {
  /** The signed-in member; undefined until known (the static HTML), when their details hold their space. */
  user: PublicUser | undefined;
  copy: PortalHeaderCopy;
  /** Where the header leads: the account page from the dashboard, the dashboard from the account page. */
  link: { label: string; href: string };
  /** The logo, rendered by the page (static HTML passed in, so its geometry adds no script). */
  logo: ReactNode;
}

/**
 * Header: the logo (a link back to the website), portal title, avatar, full name, e-mail, a link and Sign Out
 * ('Logging out...' while pending). The name and e-mail sit in a block of fixed width, so the header is laid
 * out the same before and after the member is known.
 */
export default function DashboardHeader({ user, copy, link, logo }: DashboardHeaderProps) {
  const [pending, setPending] = useState(false);
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const signOut = async () => {
    setPending(true);
    const done = await logout(copy.logout);
    if (!done) setPending(false);
  };

  return (
    <header className="bg-brand-navy text-white shadow">
      <div className="page-container flex flex-wrap items-center justify-between gap-4 py-4">
        <div className="flex items-center gap-4">
          <a href={copy.websiteLink.href} aria-label={copy.websiteLink.label} className="flex" data-brand-link>
            {logo}
          </a>
          <p className="border-l border-white/25 pl-4 text-small font-semibold tracking-wide">{copy.title}</p>
        </div>
        {/* Wraps on a phone (the link and Sign Out go under the name) rather than scrolling sideways. */}
        <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
          <Avatar user={user} alt={fill(copy.avatarAlt, { name })} />
          <div className="w-48 min-w-0 text-small" aria-busy={!user}>
            <p className="truncate font-semibold">{user ? name : <Pending />}</p>
            <p className="truncate text-slate-300">{user ? user.email : <Pending />}</p>
          </div>
          <a
            href={link.href}
            className="rounded-md px-3 py-2 text-small font-semibold underline-offset-4 hover:bg-white/10 hover:underline"
          >
            {link.label}
          </a>
          <button
            type="button"
            onClick={signOut}
            disabled={pending}
            className="rounded-md border border-white/60 px-4 py-2 text-small font-semibold hover:bg-white/10 disabled:cursor-wait disabled:opacity-80"
          >
            {pending ? copy.logout.pendingLabel : copy.signOut}
          </button>
        </div>
      </div>
    </header>
  );
}
