// Which unknown paths are addresses of applications: one path segment shaped like a domain name
// ('/unknown.com', '/some.app/'), as the five embedded applications are ('/senddata.org'). The 404 page
// shows 'Application Not Found' for these and '404 Page Not Found' for anything else.

/** Endings that name a file, not a domain: a missing '/old-page.html' or '/logo.png' is a plain 404. */
const FILE_EXTENSIONS = new Set([
  'html',
  'htm',
  'php',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  'xml',
  'txt',
  'json',
  'js',
  'mjs',
  'css',
  'map',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'avif',
  'ico',
  'pdf',
  'zip',
  'gz',
  'mp4',
  'webm',
  'woff',
  'woff2',
]);

/** 'example.com', 'smarter.hospital': labels of letters, digits and inner hyphens; the last is a TLD of letters. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,63})$/i;

export function isApplicationPath(pathname: string): boolean {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match) return false;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!);
  } catch {
    return false;
  }
  const domain = DOMAIN.exec(segment);
  return domain !== null && !FILE_EXTENSIONS.has(domain[1]!.toLowerCase());
}
