// Splits a piece of copy before its last sentence, so a layout can set that sentence on its own line.

/** The text before its last sentence (empty for a single sentence), and that sentence. */
export function splitLastSentence(text: string): { lead: string; last: string } {
  const at = text.search(/[.!?]\s+(?=[^.!?]+[.!?]?\s*$)/);
  return at < 0 ? { lead: '', last: text } : { lead: text.slice(0, at + 1), last: text.slice(at + 1).trim() };
}
