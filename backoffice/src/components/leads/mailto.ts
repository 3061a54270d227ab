/** An address a mail program reads as one recipient and nothing else: no `?`, `&`, `%`, `#`, spaces, quotes or angle brackets. */
const plainAddress = /^[^\s@?&%#/\\:;,<>"'()[\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/**
 * A `mailto:` link for an enquiry's e-mail, or undefined when the address is not a plain one: what a
 * visitor typed must not add recipients (`cc=`), a subject or a body to the salesperson's mail.
 */
export function mailtoHref(email: string): string | undefined {
  return plainAddress.test(email) ? `mailto:${email}` : undefined;
}
