// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Nav, { type NavProps } from './Nav.tsx';
import { $user } from '../stores/session.ts';
import { $toast } from '../stores/toasts.ts';
import { ApiError, api } from '../lib/api.ts';
import * as endpoints from '../schemas/api-routes/every-page.ts';
import { goTo } from '../lib/navigation.ts';
import type { PublicUser } from '../schemas/user.ts';

// The sign-in state comes from the store, set by each test; loadUser() only reports it.
vi.mock('../stores/session.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../stores/session.ts')>();
  return { ...actual, loadUser: vi.fn(async () => actual.$user.get() ?? null) };
});
vi.mock('../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/api.ts')>()),
  api: vi.fn(),
}));
vi.mock('../lib/navigation.ts', () => ({ goTo: vi.fn() }));

const props: NavProps = {
  links: [
    { label: 'Home', href: '#home' },
    { label: 'Services', href: '#services' },
    { label: 'Applications', href: '#applications' },
    { label: 'About', href: '#about' },
    { label: 'Contact', href: '#contact' },
  ],
  login: { label: 'Member Login', href: '/auth' },
  dashboard: { label: 'Dashboard', href: '/dashboard' },
  logoutLabels: {
    label: 'Logout',
    pendingLabel: 'Logging out...',
    successTitle: 'Logged out',
    successText: 'You have been successfully logged out.',
    failureTitle: 'Logout failed',
  },
  labels: { nav: 'Main', openMenu: 'Open menu', closeMenu: 'Close menu', logo: 'WAC Advisory home' },
  overlay: true,
};

const member = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' } as PublicUser;

function desktopNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

beforeEach(() => {
  $toast.set(null);
  vi.mocked(api).mockReset();
  vi.mocked(goTo).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  $user.set(undefined);
});

describe('Nav', () => {
  it('shows the sign-in link, marked as unknown, and no member buttons while the sign-in state is loading', () => {
    $user.set(undefined);
    render(<Nav {...props} />);
    const login = desktopNav().getByRole('link', { name: 'Member Login' });
    // A signed-in visitor's page hides the link while it is marked (global.css).
    expect(login.hasAttribute('data-user-unknown')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('signed out: Member Login to /auth and section links to /#section', () => {
    $user.set(null);
    render(<Nav {...props} />);
    const nav = desktopNav();
    expect(nav.getByRole('link', { name: 'Member Login' }).getAttribute('href')).toBe('/auth');
    expect(nav.getByRole('link', { name: 'Member Login' }).hasAttribute('data-user-unknown')).toBe(false);
    expect(nav.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/#services');
    expect(nav.getByRole('link', { name: 'WAC Advisory home' }).getAttribute('href')).toBe('/#home');
  });

  it('signed in: Dashboard and Logout, and section links to /public#section', () => {
    $user.set(member);
    render(<Nav {...props} />);
    const nav = desktopNav();
    expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Member Login' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/public#contact');
    expect(nav.getByRole('link', { name: 'WAC Advisory home' }).getAttribute('href')).toBe('/public#home');
  });

  it('logs out: "Logging out..." while pending, a toast, then the home page half a second later', async () => {
    $user.set(member);
    let finish!: () => void;
    vi.mocked(api).mockReturnValue(new Promise<never>((resolve) => (finish = () => resolve(undefined as never))));
    render(<Nav {...props} />);
    vi.useFakeTimers();
    act(() => desktopNav().getByRole('button', { name: 'Logout' }).click());
    const pending = desktopNav().getByRole('button', { name: 'Logging out...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(api).toHaveBeenCalledWith(endpoints.logout, 'POST');

    await act(async () => finish());
    expect($toast.get()).toMatchObject({ title: 'Logged out', description: 'You have been successfully logged out.' });
    expect($user.get()).toBeNull();
    act(() => vi.advanceTimersByTime(499));
    expect(goTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('a failed logout shows a destructive toast with the message and keeps the member signed in', async () => {
    $user.set(member);
    vi.mocked(api).mockRejectedValue(new ApiError(503, 'Service unavailable, try again shortly'));
    render(<Nav {...props} />);
    await act(async () => desktopNav().getByRole('button', { name: 'Logout' }).click());
    expect($toast.get()).toMatchObject({
      title: 'Logout failed',
      description: 'Service unavailable, try again shortly',
      variant: 'destructive',
    });
    expect(await desktopNav().findByRole('button', { name: 'Logout' })).toBeTruthy();
    expect($user.get()).toEqual(member);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('turns opaque after more than 50 px of scroll', () => {
    $user.set(null);
    const { container } = render(<Nav {...props} />);
    const header = container.querySelector('header')!;
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(50);
    expect(header.dataset.scrolled).toBe('false');
    expect(header.className).toContain('bg-transparent');
    scrollTo(51);
    expect(header.dataset.scrolled).toBe('true');
    expect(header.className).toContain('bg-brand-navy');
    scrollTo(0);
  });

  it('the mobile menu opens, closes on any link click and on Escape (focus back on the toggle)', async () => {
    $user.set(null);
    const user = userEvent.setup();
    render(<Nav {...props} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById('nav-mobile-menu')!;
    expect(menu.hidden).toBe(true);

    await user.click(toggle);
    await waitFor(() => expect(menu.hidden).toBe(false));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Services', 'Applications', 'About', 'Contact', 'Member Login']);
    menu.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(menu.hidden).toBe(true));

    // act() flushes the effect that listens for Escape while the menu is open.
    await act(() => user.click(toggle));
    await waitFor(() => expect(menu.hidden).toBe(false));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu.hidden).toBe(true));
    expect(document.activeElement).toBe(toggle);
  });
});
