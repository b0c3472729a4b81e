import { fromJS } from 'immutable';
import { describe, expect, it } from 'vitest';
import { withoutEmptyValues } from './save.ts';

describe('withoutEmptyValues', () => {
  it('drops cleared optional fields at any depth and keeps everything else', () => {
    const data = fromJS({
      id: 'a-leader',
      experienceYears: '',
      image: null,
      featured: false,
      order: 0,
      seo: { title: '', description: 'Kept' },
      entries: [{ question: 'Q', note: '' }, 'text'],
      keywords: [],
    });
    expect((withoutEmptyValues(data) as { toJS(): unknown }).toJS()).toEqual({
      id: 'a-leader',
      featured: false,
      order: 0,
      seo: { description: 'Kept' },
      entries: [{ question: 'Q' }, 'text'],
      keywords: [],
    });
  });
});
