// The one Chromium every tool here drives (browser tests, the bench's Lighthouse, screenshots, the Open
// Graph image): Debian's by default, or CHROME_BIN. The flags keep it from reaching the network on its own
// (this machine's network is closed) and make it run as root in a container.
export const chromiumPath = process.env.CHROME_BIN ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
