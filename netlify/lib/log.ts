// One structured line per event, never secrets (no passwords, hashes, cookies or session ids).
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function logEvent(event: string, fields: LogFields = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  console.info(JSON.stringify({ at: new Date().toISOString(), event, ...fields }));
}
