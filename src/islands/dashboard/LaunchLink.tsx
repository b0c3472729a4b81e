import type { ReactNode } from 'react';
import { trackLaunch } from '../../lib/track-launch.ts';
import type { DashboardApplication } from './copy.ts';

interface LaunchLinkProps {
  application: DashboardApplication;
  /** Visually hidden text after the visible label, e.g. the application's name and '(opens in a new tab)'. */
  srSuffix: string;
  className: string;
  children: ReactNode;
}

/** Opens an application (internal: this tab; external: a new tab) and records the launch. */
export default function LaunchLink({ application, srSuffix, className, children }: LaunchLinkProps) {
  const external = !application.isInternal;
  return (
    <a
      href={application.url}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={() => trackLaunch(application.id)}
      className={className}
    >
      {children}
      {srSuffix && <span className="sr-only"> {srSuffix}</span>}
    </a>
  );
}
