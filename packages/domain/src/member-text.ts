// The membership's texts, shared by the join form, the badge page and the badge image the server
// draws. No zod here: the badge page loads this file.
/** Texts of membership beyond the product's message catalogue (./messages.ts). */
export const MEMBER_TEXT = {
  joined: 'Welcome to the forum! Your membership badge is ready.',
  joinFailed: 'Joining did not work. Please try again.',
  /** One answer for a taken email or PRN, so that joining never tells which one is registered. */
  alreadyRegistered: 'This email or PRN is already registered',
  badgeNotFound: 'Badge not found',
  /** A membership joined with mail configured, until the link in the welcome mail is followed. */
  awaitingConfirmation:
    'This membership is awaiting confirmation: follow the link in the welcome email to confirm it. Unconfirmed memberships lapse after 7 days.',
  confirmLinkNotFound:
    'This confirmation link is not valid: it was already used, has lapsed or never existed',
  designation: 'Member',
  scanToVerify: 'Scan to verify',
} as const;
