// The mail server for local commands (`npm run dev`, `npm start`): SMTP_URL when set, else MailDev in
// this process, catching every message the site sends: SMTP on 127.0.0.1:1025, the inbox (and its REST
// API) on http://localhost:1080. Nothing leaves the machine. MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT move it.

import type { PortNeed } from './ports.ts';

/** MailDev's SMTP and inbox ports. */
function mailDevPorts(env: Record<string, string | undefined>): { smtp: number; web: number } {
  return { smtp: Number(env.MAILDEV_SMTP_PORT ?? 1025), web: Number(env.MAILDEV_WEB_PORT ?? 1080) };
}

/** The ports MailDev will need, for the command's check before it starts anything (none with SMTP_URL). */
export function localMailPortNeeds(env: Record<string, string | undefined> = process.env): PortNeed[] {
  if (env.SMTP_URL) return [];
  const { smtp, web } = mailDevPorts(env);
  return [
    { port: smtp, what: 'MailDev SMTP', env: 'MAILDEV_SMTP_PORT' },
    { port: web, what: 'MailDev inbox', env: 'MAILDEV_WEB_PORT' },
  ];
}

export interface LocalMail {
  smtpUrl: string;
  /** What to print for the developer. */
  description: string;
  stop: () => Promise<void>;
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';
}

export async function openLocalMail(env: Record<string, string | undefined> = process.env): Promise<LocalMail> {
  if (env.SMTP_URL) {
    return { smtpUrl: env.SMTP_URL, description: 'Mail: sent through SMTP_URL', stop: async () => {} };
  }
  const { smtp, web } = mailDevPorts(env);
  const smtpUrl = `smtp://127.0.0.1:${smtp}`;
  const inbox = `http://localhost:${web}`;
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  try {
    await maildev.start();
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    await maildev.stop().catch(() => undefined);
    // Most likely another `npm run dev` or MailDev already holds the ports: its inbox gets the mail.
    return {
      smtpUrl,
      description: `Mail: ports ${smtp}/${web} are taken (another MailDev?); mail goes to ${smtpUrl}, inbox at ${inbox}`,
      stop: async () => {},
    };
  }
  return {
    smtpUrl,
    description: `Mail: every message lands in the MailDev inbox at ${inbox}`,
    stop: () => maildev.stop(),
  };
}
