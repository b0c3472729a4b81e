// What the contact endpoints answer: the form's acknowledgement and the administrators' enquiries. Apart
// from contact.ts, which the contact form loads whole when it validates, so the form never carries these.
import { isoDate, reply, z } from './zod.ts';

/** POST /api/contact */
export const contactResponseSchema = reply(() => z.strictObject({ message: z.string() }));
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** An enquiry as the administrators' API returns it. */
export const enquirySchema = reply(() =>
  z.strictObject({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    serviceInterest: z.string(),
    message: z.string(),
    handledAt: isoDate.nullable(),
    createdAt: isoDate,
  }),
);
export type Enquiry = z.infer<typeof enquirySchema>;

/** GET /api/admin/enquiries */
export const enquiryPageSchema = reply(() =>
  z.strictObject({
    enquiries: z.array(enquirySchema),
    /** Pass as `before` to get the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
    openCount: z.number().int().nonnegative(),
  }),
);
export type EnquiryPage = z.infer<typeof enquiryPageSchema>;
