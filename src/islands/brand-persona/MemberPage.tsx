import type { ReactNode } from 'react';
import type { PublicUser } from '../../schemas/user.ts';
import DashboardHeader from '../dashboard/DashboardHeader.tsx';
import type { MemberHeaderCopy } from './copy.ts';

interface MemberPageProps {
  /** Undefined until the member is known: the page is then its frame, with their details' space held. */
  user: PublicUser | undefined;
  header: MemberHeaderCopy;
  backLink: { label: string; href: string };
  children: ReactNode;
  logo: ReactNode;
}

/** A member page: the portal header (left out of print), a link back to the dashboard, then the content. */
export default function MemberPage({ user, header, backLink, children, logo }: MemberPageProps) {
  return (
    <>
      <div className="print:hidden">
        <DashboardHeader user={user} copy={header} link={header.accountLink} logo={logo} />
      </div>
      <main id="main" className="page-container py-8 print:max-w-none print:p-0">
        <a
          href={backLink.href}
          className="inline-flex items-center gap-1 text-small font-semibold text-brand-ocean underline hover:text-brand-navy print:hidden"
        >
          <span aria-hidden="true">←</span> {backLink.label}
        </a>
        {children}
      </main>
    </>
  );
}
