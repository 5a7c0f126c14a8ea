/**
 * The signing and verifying half of the credentials module: the Verifiable Credentials libraries
 * and the bundled contexts. The service imports it on first use, so a start of the server does not
 * load (and compile) them before they are needed.
 */
export { documentLoader } from './contexts.ts';
export { signCredential } from './signing.ts';
export { statusListCredential } from './status-list.ts';
export { verifyCredential } from './verify.ts';
