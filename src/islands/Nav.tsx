import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $user, loadUser, logout, type LogoutMessages } from '../stores/session.ts';

export interface NavProps {
  /** The logo, rendered by the page (static HTML passed in, so its geometry adds no script). */
  logo?: ReactNode;
  /** Landing-page sections ('#services') and pages of their own ('/insights'). */
  links: readonly { label: string; href: string }[];
  login: { label: string; href: string };
  dashboard: { label: string; href: string };
  logoutLabels: LogoutMessages & { label: string; pendingLabel: string };
  labels: { nav: string; openMenu: string; closeMenu: string; logo: string };
  /** Transparent over the landing page's hero until the page scrolls past 50 px. */
  overlay: boolean;
}

/** The navigation bar turns opaque after more than 50 px of scroll. */
export const NAV_SCROLL_THRESHOLD = 50;

const button = 'inline-flex items-center justify-center rounded-md px-4 py-2 text-small font-semibold';

/** The fixed site navigation: section links, member buttons once the sign-in state is known, mobile menu. */
export default function Nav({ logo, links, login, dashboard, logoutLabels, labels, overlay }: NavProps) {
  const user = useStore($user);
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    void loadUser();
    const onScroll = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.getElementById('nav-menu-toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const sectionHref = (href: string) => (href.startsWith('#') ? `${user ? '/public' : '/'}${href}` : href);
  const onLogout = async () => {
    setLoggingOut(true);
    if (!(await logout(logoutLabels))) setLoggingOut(false);
  };
  // Any click on a link or button inside the mobile menu closes it.
  const closeOnClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) setMenuOpen(false);
  };

  // Until the sign-in state is known (the server's HTML, and a page whose nav has not been touched yet) the
  // sign-in link shows; a signed-in visitor's page hides it (global.css) until their own buttons replace it.
  const auth = user ? (
    <>
      <a href={dashboard.href} className={`${button} bg-brand-gold text-brand-navy hover:bg-amber-400`}>
        {dashboard.label}
      </a>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        className={`${button} border border-white/60 text-white hover:bg-white/10 disabled:opacity-70`}
      >
        {loggingOut ? logoutLabels.pendingLabel : logoutLabels.label}
      </button>
    </>
  ) : (
    <a
      href={login.href}
      className={`${button} bg-brand-gold text-brand-navy hover:bg-amber-400`}
      data-user-unknown={user === undefined ? '' : undefined}
    >
      {login.label}
    </a>
  );
  const opaque = !overlay || scrolled || menuOpen;
  const linkItems = (className: string) =>
    links.map((link) => (
      <li key={link.href}>
        <a href={sectionHref(link.href)} className={className}>
          {link.label}
        </a>
      </li>
    ));

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 text-white transition-colors duration-300 ${opaque ? 'bg-brand-navy shadow-lg' : 'bg-transparent'}`}
    >
      <nav aria-label={labels.nav} className="page-container flex h-16 items-center justify-between gap-4">
        <a href={sectionHref('#home')} aria-label={labels.logo} className="flex items-center" data-brand-link>
          {logo}
        </a>
        <ul className="hidden gap-6 md:flex">{linkItems('py-2 hover:text-brand-gold')}</ul>
        <div className="hidden min-w-56 justify-end gap-3 md:flex" data-testid="nav-auth">
          {auth}
        </div>
        <button
          id="nav-menu-toggle"
          type="button"
          className="rounded-md p-2 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="nav-mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? labels.closeMenu : labels.openMenu}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path strokeLinecap="round" d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
        </button>
      </nav>
      <div
        id="nav-mobile-menu"
        hidden={!menuOpen}
        onClick={closeOnClick}
        className="border-t border-white/10 px-4 pb-4 md:hidden"
      >
        <ul className="grid grid-cols-2 gap-2 pt-3">{linkItems('block rounded-md px-3 py-2 hover:bg-white/10')}</ul>
        <div className="mt-3 grid grid-cols-2 gap-2">{auth}</div>
      </div>
    </header>
  );
}
