import type { DocumentLoader } from './contexts.ts';
import type { JsonObject } from './did.ts';
import { verifyProof } from './signing.ts';
import { readStatus } from './status-list.ts';

/**
 * Verifying a credential, as a person reads it: one check each for the signature, the issuer, the
 * revocation status and the dates, each passed or failed with a sentence saying why.
 */
export type CheckName = 'proof' | 'issuer' | 'status' | 'dates';

export interface Check {
  check: CheckName;
  ok: boolean;
  message: string;
}

export interface VerificationReport {
  verified: boolean;
  checks: Check[];
  credential: {
    name: string | null;
    achievement: string | null;
    issuer: string | null;
    validFrom: string | null;
  };
}

interface VerifyOptions {
  did: string;
  issuerName: string;
  loader: DocumentLoader;
  timeZone: string;
  now?: Date;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function summary(credential: JsonObject): VerificationReport['credential'] {
  const subject = isObject(credential.credentialSubject) ? credential.credentialSubject : {};
  const achievement = isObject(subject.achievement) ? subject.achievement : {};
  const issuer = credential.issuer;
  return {
    name: text(subject.name),
    achievement: text(achievement.name) ?? text(credential.name),
    issuer: isObject(issuer) ? (text(issuer.name) ?? text(issuer.id)) : text(issuer),
    validFrom: text(credential.validFrom),
  };
}

const issuerId = (credential: JsonObject) =>
  isObject(credential.issuer) ? text(credential.issuer.id) : text(credential.issuer);

export async function verifyCredential(input: unknown, options: VerifyOptions): Promise<VerificationReport> {
  const { did, issuerName, loader, timeZone, now = new Date() } = options;
  const credential = isObject(input) ? input : {};
  const day = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date);
  const checks: Check[] = [];

  const types = Array.isArray(credential.type) ? credential.type : [credential.type];
  const proof = isObject(credential.proof) ? credential.proof : null;
  if (!types.includes('VerifiableCredential') || !proof) {
    checks.push({
      check: 'proof',
      ok: false,
      message: proof
        ? 'This is not a verifiable credential.'
        : 'The credential carries no signature, so nothing proves who issued it.',
    });
  } else {
    const result = await verifyProof(credential, loader);
    checks.push({
      check: 'proof',
      ok: result.verified,
      message: result.verified
        ? `The signature is valid: nothing in the credential has changed since ${issuerName} signed it.`
        : 'The signature does not match: the credential was changed after it was signed, or it was not signed with one of the forum’s keys.',
    });
  }

  const issuer = issuerId(credential);
  checks.push(
    issuer === did
      ? { check: 'issuer', ok: true, message: `Issued by the ${issuerName} (${did}).` }
      : {
          check: 'issuer',
          ok: false,
          message: issuer
            ? `Issued by ${issuer}, not by the ${issuerName}: this site checks only its own credentials.`
            : 'The credential does not name its issuer.',
        },
  );

  if (!isObject(credential.credentialStatus) && !Array.isArray(credential.credentialStatus)) {
    checks.push({
      check: 'status',
      ok: false,
      message: 'The credential names no status list, so whether it was revoked cannot be checked.',
    });
  } else {
    let status: Awaited<ReturnType<typeof readStatus>>;
    try {
      status = await readStatus(credential, loader);
    } catch (err) {
      status = { state: 'unknown', error: (err as Error).message };
    }
    checks.push(
      status.state === 'active'
        ? {
            check: 'status',
            ok: true,
            message: 'Not revoked: the forum’s signed status list shows it as active.',
          }
        : status.state === 'revoked'
          ? { check: 'status', ok: false, message: 'Revoked: the forum has withdrawn this credential.' }
          : {
              check: 'status',
              ok: false,
              message:
                'Whether it was revoked could not be checked: its status list is not one of this forum’s.',
            },
    );
  }

  const validFrom = text(credential.validFrom) ? new Date(credential.validFrom as string) : null;
  const validUntil = text(credential.validUntil) ? new Date(credential.validUntil as string) : null;
  if (!validFrom || Number.isNaN(validFrom.getTime()) || (validUntil && Number.isNaN(validUntil.getTime()))) {
    checks.push({ check: 'dates', ok: false, message: 'The credential does not say from when it is valid.' });
  } else if (validFrom.getTime() > now.getTime()) {
    checks.push({ check: 'dates', ok: false, message: `Not valid yet: it is valid from ${day(validFrom)}.` });
  } else if (validUntil && validUntil.getTime() <= now.getTime()) {
    checks.push({ check: 'dates', ok: false, message: `Expired on ${day(validUntil)}.` });
  } else {
    checks.push({
      check: 'dates',
      ok: true,
      message: validUntil
        ? `Valid from ${day(validFrom)} until ${day(validUntil)}.`
        : `Valid since ${day(validFrom)}, with no end date.`,
    });
  }

  return { verified: checks.every((c) => c.ok), checks, credential: summary(credential) };
}
