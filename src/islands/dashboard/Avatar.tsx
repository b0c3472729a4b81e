import type { PublicUser } from '../../schemas/user.ts';

/** The profile image, or the member's initials; an empty circle of the same size until the member is known. */
export default function Avatar({ user, alt }: { user: PublicUser | undefined; alt: string }) {
  const base = 'h-11 w-11 flex-none rounded-full';
  if (!user) return <span aria-hidden="true" className={`${base} bg-white/15`} />;
  if (user.profileImageUrl) return <img src={user.profileImageUrl} alt={alt} className={`${base} object-cover`} />;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${base} flex items-center justify-center bg-brand-gold font-bold text-brand-navy`}
    >
      {initials}
    </span>
  );
}
