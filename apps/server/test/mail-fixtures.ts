import type { ParsedMail } from 'mailparser';

/** The absolute links of a message's plain-text part. */
export const linksOf = (mail: ParsedMail) =>
  [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);

/** The first recipient's address. */
export const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
