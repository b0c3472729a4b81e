// Tells every open tab of the site (this one included) that the member launched an application, so their
// "Your activity" section reads again without a reload. A BroadcastChannel reaches every other channel
// object of the same name on this origin, in this tab and the others.
const CHANNEL = 'wac-application-launches';

export interface LaunchMessage {
  applicationName: string;
}

export function announceLaunch(message: LaunchMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Calls `listener` for each launch announced from now on; returns the unsubscribe. */
export function onLaunch(listener: (message: LaunchMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<LaunchMessage>) => listener(event.data);
  return () => channel.close();
}
