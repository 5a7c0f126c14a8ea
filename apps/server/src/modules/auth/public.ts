// What other features (the accounts) and the admin command use of sign-in: accounts' sessions,
// passwords, invitation and reset links, and the single-use tokens behind them.
export { issueToken, peekToken, useToken } from './one-time-tokens.ts';
export {
  endSessions,
  findUser,
  inviteUrl,
  queueInvitationMail,
  queueResetMail,
  resetUrl,
  roleOf,
  setPassword,
  startSession,
  toUserData,
  twoFactorRequired,
  type UserRow,
  upsertAdmin,
} from './service.ts';
