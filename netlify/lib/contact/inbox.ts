// The administrators' enquiries inbox: newest first, a page at a time, each marked handled or open.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/rows.ts';
import type { Enquiry, EnquiryPage } from '../../../src/schemas/contact-replies.ts';
import type { EnquiryListQuery, EnquiryUpdate } from '../../../src/schemas/contact.ts';
import { enquiryIdParam } from '../../../src/schemas/api-params.ts';
import type { Authenticated } from '../auth/guards.ts';
import { now } from '../clock.ts';
import { HttpError } from '../http.ts';
import { audited, party } from '../audit/trail.ts';
import { listEnquiries, setEnquiryHandled } from './repository.ts';

/** A page of the inbox: `limit` enquiries received before `before` (the query the contract reads). */
export function listInbox(db: Kysely<Database>, { limit, before }: EnquiryListQuery): Promise<EnquiryPage> {
  return listEnquiries(db, { limit, before });
}

export async function updateEnquiry(
  db: Kysely<Database>,
  actor: Authenticated,
  id: string,
  update: EnquiryUpdate,
): Promise<Enquiry> {
  return audited(
    db,
    async (trx) => {
      const enquiry = await setEnquiryHandled(trx, id, update.handled, now());
      if (!enquiry) throw new HttpError(404, enquiryIdParam.notFound);
      return enquiry;
    },
    {
      action: update.handled ? 'admin.enquiry_handled' : 'admin.enquiry_reopened',
      actor: party(actor.user),
      target: null,
      ip: actor.ip,
      details: { enquiry: id },
    },
  );
}
