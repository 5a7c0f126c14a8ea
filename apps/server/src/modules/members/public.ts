// What other features use of membership: a member's record and their badge as a picture.
export { renderBadgePng } from './badge-image.ts';
export { findMember } from './service.ts';
