// Field lengths of the contact form, without zod: the form's inputs need them on first render, while the
// zod schema (src/schemas/contact.ts) loads only when the form is used, keeping it out of the landing
// page's initial JavaScript.
export const CONTACT_LIMITS = { name: 100, email: 254, company: 200, message: 5000 } as const;
