import { z } from 'zod';
import { errorResponses } from '../../http/schemas.ts';

// How the API document describes a signed credential's two files, the same for every award (a
// member's badge, an event certificate): the picture with the credential baked in, and the
// credential itself as JSON-LD.

/** Where a baked picture keeps its credential. */
export const BAKED_CREDENTIAL_NOTE =
  'The Open Badges 3.0 credential (the same as credential.json) is in the PNG’s iTXt chunk with the keyword openbadgecredential.';

/** The 200 answer of a route that sends the baked picture. */
export const bakedPngResponse = (description: string) => ({
  description,
  content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
});

/** What a route that sends the signed credential answers: the JSON-LD, or 404 when there is none. */
export const credentialJsonAnswers = {
  produces: ['application/ld+json'],
  response: {
    200: z.looseObject({}).describe('The signed OpenBadgeCredential (JSON-LD)'),
    ...errorResponses(404),
  },
};
