// The words of the briefings choice on /account, recorded with each change of mind (the record keeps the
// words the member agreed to, so they are fixed here, beside the schema that records them). Without zod,
// so the account page shows them without loading it.
export const BRIEFINGS_CHOICE_WORDING = 'E-mail me new briefings and insights';
