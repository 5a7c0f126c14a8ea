// What other features use of signed credentials: the service that signs, revokes and lists an
// award's credential, the achievements they award, and a credential baked into its picture.
export { bakePng } from './baking.ts';
export { credentialService } from './instance.ts';
export { BAKED_CREDENTIAL_NOTE, bakedPngResponse, credentialJsonAnswers } from './route-docs.ts';
export { type Achievement, membershipAchievement } from './open-badge.ts';
export type { Award } from './service.ts';
