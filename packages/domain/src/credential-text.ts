// The signed credentials' texts, shared by the server's answers and the badge and verify pages.
// No zod here: the badge page loads this file.
export const CREDENTIAL_TEXT = {
  /** The badge page's one sentence on what the downloads are for. */
  downloadsExplained:
    'Both downloads carry your signed Open Badges 3.0 credential: upload the image or the file to a digital wallet, a job portal or any Open Badges verifier to prove your membership without this site.',
  downloadCredential: 'Download credential',
  credentialFileName: 'member_badge_credential.json',
  notACredential: 'This file is neither a credential (JSON) nor a badge image with a credential baked in.',
  noBakedCredential: 'This image carries no credential: download the badge again from its page.',
  damagedImage: 'This image is damaged: download the badge again from its page.',
  noFile: 'Choose a credential file or a badge image.',
  fileTooLarge: 'The file is too large: a credential or a badge image is at most 2 MB.',
  statusListNotFound: 'Status list not found',
  verified: 'Verified: this credential is genuine and in force.',
  notVerified: 'Not verified: see the checks below.',
} as const;

/** The checks of a verification, in the order a page shows them, with their headings. */
export const CHECK_LABELS = {
  proof: 'Signature',
  issuer: 'Issuer',
  status: 'Status',
  dates: 'Dates',
} as const;
