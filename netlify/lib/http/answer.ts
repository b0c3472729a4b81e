// What a handler may return besides its reply's data (http/endpoint.ts): the data with a status or
// headers of its own.

/** A reply with a status or headers of its own: a second success status (202, 200), or cookies. */
export class Answer<T> {
  readonly data: T;
  readonly init: ResponseInit;

  constructor(data: T, init: ResponseInit) {
    this.data = data;
    this.init = init;
  }
}

/** `data` answered with `init`'s status and headers instead of the contract's status alone. */
export function answer<T>(data: T, init: ResponseInit): Answer<T> {
  return new Answer(data, init);
}
