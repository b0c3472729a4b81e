import { describe, expect, it } from 'vitest';
import { splitLastSentence } from './last-sentence.ts';

describe('splitLastSentence', () => {
  it('splits before the last sentence', () => {
    expect(splitLastSentence('We use cookies. With permission, more. Nothing until you choose.')).toEqual({
      lead: 'We use cookies. With permission, more.',
      last: 'Nothing until you choose.',
    });
  });
  it('keeps a single sentence whole, with or without its full stop', () => {
    expect(splitLastSentence('One sentence only.')).toEqual({ lead: '', last: 'One sentence only.' });
    expect(splitLastSentence('No stop')).toEqual({ lead: '', last: 'No stop' });
  });
  it('splits after a question or an exclamation', () => {
    expect(splitLastSentence('Why ask? Because we must!')).toEqual({ lead: 'Why ask?', last: 'Because we must!' });
  });
});
