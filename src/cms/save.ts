// What the editor saves: the entry's data without values an editor cleared. Decap hands preSave its
// data as Immutable.js collections (its own copy of the library), so this works on their methods.

interface Collection {
  filter(keep: (value: unknown) => boolean): Collection;
  map(change: (value: unknown) => unknown): Collection;
}

const isKeyed = (value: unknown): value is Collection =>
  typeof value === 'object' && value !== null && '@@__IMMUTABLE_KEYED__@@' in value;
const isIndexed = (value: unknown): value is Collection =>
  typeof value === 'object' && value !== null && '@@__IMMUTABLE_INDEXED__@@' in value;

/** `value` without empty strings and nulls in its maps, at any depth; list items are kept in place. */
export function withoutEmptyValues(value: unknown): unknown {
  if (isKeyed(value)) return value.filter((v) => v !== '' && v !== null && v !== undefined).map(withoutEmptyValues);
  if (isIndexed(value)) return value.map(withoutEmptyValues);
  return value;
}
