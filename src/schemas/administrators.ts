/** The answer (409) to any change that would leave the site without an administrator: a demotion, an
 *  administrator's deletion of another, or the last administrator deleting their own account. */
export const LAST_ADMINISTRATOR_MESSAGE =
  'You cannot remove the last administrator: make someone else an administrator first.';
