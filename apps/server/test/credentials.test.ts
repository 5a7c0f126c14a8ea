import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jsonld from 'jsonld';
import { describe, expect, it } from 'vitest';
import type { MemberJoined } from '@ssf/domain/schemas/member';
import type { VerificationReport } from '@ssf/domain/schemas/credential';
import { readBackup, writeBackup } from '../src/backup/archive.ts';
import { assertServerConfig, loadConfig } from '../src/config.ts';
import { mediaStoreFor } from '../src/media/stores.ts';
import { bakePng, extractBaked } from '../src/modules/credentials/baking.ts';
import { documentLoader, withDocuments } from '../src/modules/credentials/contexts.ts';
import {
  keyFilePath,
  keysForBackup,
  mergeIntoKeyFile,
  publicKeyBytes,
  readKeyFile,
  rotateKeyFile,
} from '../src/signing-keys/keys.ts';
import { base58Decode } from '../src/signing-keys/multibase.ts';
import { hashedEmail } from '../src/modules/credentials/open-badge.ts';
import { createCredentialService } from '../src/modules/credentials/service.ts';
import type { JsonObject } from '../src/modules/credentials/did.ts';
import { signCredential, verifyProof } from '../src/modules/credentials/signing.ts';
import { registrationHelpers } from './event-registration-fixtures.ts';
import { formBody } from './fixtures/multipart.ts';
import { issuedCredentials } from '../src/modules/credentials/tables.ts';
import { createTestApp } from './helpers.ts';

type Credential = JsonObject & {
  credentialSubject: JsonObject & { achievement: JsonObject; identifier: JsonObject[] };
  proof: JsonObject;
  credentialStatus: JsonObject;
  issuer: JsonObject;
};

const PUBLIC_URL = 'https://ssf.example.org';
const DID = 'did:web:ssf.example.org';

describe('W3C vc-di-eddsa test vector (eddsa-rdfc-2022)', () => {
  // The specification's example (Verifiable Credential Data Integrity EdDSA Cryptosuites, B.1):
  // its key, its unsigned Alumni credential and its proof options; the expected proofValue is
  // the one the specification publishes.
  const PUBLIC = 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2';
  const SECRET = 'z3u2en7t5LR2WtQH5PfFqMqwVHBeXouLzo6haApm8XHqvjxq';
  const CONTROLLER = `did:key:${PUBLIC}`;
  const EXPECTED =
    'z2YwC8z3ap7yx1nZYCg4L3j3ApHsF8kgPdSb5xoS1VR7vPG3F561B52hYnQF9iseabecm3ijx4K1FBTQsCZahKZme';
  const UNSIGNED = {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://www.w3.org/ns/credentials/examples/v2'],
    id: 'urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33',
    type: ['VerifiableCredential', 'AlumniCredential'],
    name: 'Alumni Credential',
    description: 'A minimum viable example of an Alumni Credential.',
    issuer: 'https://vc.example/issuers/5678',
    validFrom: '2023-01-01T00:00:00Z',
    credentialSubject: { id: 'did:example:abcdefgh', alumniOf: 'The School of Examples' },
  };
  // The examples context is a published W3C document too; the test knows it by heart.
  const loader = withDocuments(
    documentLoader(),
    new Map([
      [
        'https://www.w3.org/ns/credentials/examples/v2',
        { '@context': { '@vocab': 'https://www.w3.org/ns/credentials/examples#' } },
      ],
    ]),
  );

  it('reproduces the published proofValue with the published key', async () => {
    const signed = await signCredential(
      UNSIGNED,
      { publicKeyMultibase: PUBLIC, secretKeyMultibase: SECRET, createdAt: '2023-02-24T23:36:38Z' },
      CONTROLLER,
      loader,
      new Date('2023-02-24T23:36:38Z'),
    );
    expect(signed.proof).toEqual({
      type: 'DataIntegrityProof',
      created: '2023-02-24T23:36:38Z',
      verificationMethod: `${CONTROLLER}#${PUBLIC}`,
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
      proofValue: EXPECTED,
    });
  });
});

describe('Signed membership credentials (Open Badges 3.0)', async () => {
  const t = await createTestApp({ PUBLIC_URL });
  let serial = 0;
  const join = async () => {
    serial += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: {
        first_name: 'Meera',
        last_name: `Deshpande ${serial}`,
        gender: 'female',
        email: `meera.deshpande${serial}@mitwpu.edu.in`,
        prn: `PRN77${String(serial).padStart(5, '0')}`,
        year: 'TY',
        course: 'B.Sc. Physics',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as MemberJoined).member;
  };
  const credentialOf = async (id: string) => {
    const res = await t.app.inject({ url: `/api/v1/member/badge/${id}/credential.json` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    return res.json() as Credential;
  };
  const verify = async (credential: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/credentials/verify',
      payload: credential as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VerificationReport;
  };
  const verifyFile = async (data: Buffer, name: string, type: string) => {
    const { payload, headers } = await formBody({}, [{ field: 'file', data, name, type }]);
    return t.app.inject({ method: 'POST', url: '/api/v1/credentials/verify', payload, headers });
  };
  const checkOf = (report: VerificationReport, check: string) => report.checks.find((c) => c.check === check);

  it('issues an OpenBadgeCredential: the forum as issuer, membership, name, hashed email, status entry', async () => {
    const member = await join();
    const credential = await credentialOf(member._id);
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer).toMatchObject({
      id: DID,
      type: ['Profile'],
      name: 'Science and Spirituality Forum',
      url: PUBLIC_URL,
      image: { id: `${PUBLIC_URL}/images/ssf-logo.svg`, type: 'Image' },
    });
    expect(credential.validFrom).toBe(`${member.createdAt.slice(0, 19)}Z`);
    const subject = credential.credentialSubject;
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(subject.name).toBe(member.name);
    expect(subject.achievement).toMatchObject({
      type: ['Achievement'],
      achievementType: 'Membership',
      name: 'Member of the Science and Spirituality Forum',
    });
    expect((subject.achievement.criteria as JsonObject).narrative).toMatch(/university email/);
    const [identity] = subject.identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(identity.identityHash).toBe(
      hashedEmail(`meera.deshpande${serial}@mitwpu.edu.in`, identity.salt as string),
    );
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: `${PUBLIC_URL}/api/v1/credentials/status/1`,
    });
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
    });
    expect(String(credential.proof.verificationMethod)).toMatch(new RegExp(`^${DID}#z6Mk`));
    // Never the email in clear, the PRN or the gender.
    const text = JSON.stringify(credential);
    expect(text).not.toMatch(/meera\.deshpande|@mitwpu|PRN77|female|gender/i);
    // The same document on every download, byte for byte (its keys in the order signed, @context first).
    const again = await t.app.inject({ url: `/api/v1/member/badge/${member._id}/credential.json` });
    expect(again.body).toBe(JSON.stringify(credential));
    expect(Object.keys(credential)[0]).toBe('@context');
  });

  it('verifies its own credential: proof, issuer, status and dates, in words', async () => {
    const member = await join();
    const report = await verify(await credentialOf(member._id));
    expect(report.verified, JSON.stringify(report)).toBe(true);
    expect(report.checks.map((c) => [c.check, c.ok])).toEqual([
      ['proof', true],
      ['issuer', true],
      ['status', true],
      ['dates', true],
    ]);
    expect(checkOf(report, 'proof')?.message).toMatch(/signature is valid/);
    expect(checkOf(report, 'status')?.message).toMatch(/Not revoked/);
    // Programs may send it as application/ld+json.
    const asJsonLd = await t.app.inject({
      method: 'POST',
      url: '/api/v1/credentials/verify',
      payload: JSON.stringify(await credentialOf(member._id)),
      headers: { 'content-type': 'application/ld+json' },
    });
    expect(asJsonLd.statusCode, asJsonLd.body).toBe(200);
    expect(asJsonLd.json().verified).toBe(true);
    expect(report.credential).toEqual({
      name: member.name,
      achievement: 'Member of the Science and Spirituality Forum',
      issuer: 'Science and Spirituality Forum',
      validFrom: `${member.createdAt.slice(0, 19)}Z`,
    });
  });

  it('a change to any field makes the proof fail', async () => {
    const member = await join();
    const original = await credentialOf(member._id);
    const tamperings: Array<[string, (c: Credential) => void]> = [
      [
        'the name',
        (c) => {
          c.credentialSubject.name = 'Someone Else';
        },
      ],
      [
        'the achievement',
        (c) => {
          c.credentialSubject.achievement.name = 'President of the Forum';
        },
      ],
      [
        'the criteria',
        (c) => {
          (c.credentialSubject.achievement.criteria as JsonObject).narrative = 'x';
        },
      ],
      [
        'the email hash',
        (c) => {
          c.credentialSubject.identifier[0].identityHash = `sha256$${'0'.repeat(64)}`;
        },
      ],
      [
        'validFrom',
        (c) => {
          c.validFrom = '2020-01-01T00:00:00Z';
        },
      ],
      [
        'the issuer name',
        (c) => {
          c.issuer.name = 'Another Forum';
        },
      ],
      [
        'the credential id',
        (c) => {
          c.id = 'urn:uuid:00000000-0000-4000-8000-000000000000';
        },
      ],
      [
        'the status index',
        (c) => {
          c.credentialStatus.statusListIndex = '7';
        },
      ],
      [
        'the type',
        (c) => {
          c.type = ['VerifiableCredential', 'EndorsementCredential'];
        },
      ],
      [
        'an added field',
        (c) => {
          c.description = 'Added later';
        },
      ],
      [
        'the proof date',
        (c) => {
          c.proof.created = '2020-01-01T00:00:00Z';
        },
      ],
      [
        'the proof value',
        (c) => {
          c.proof.proofValue = `z${'1'.repeat(80)}`;
        },
      ],
    ];
    for (const [what, change] of tamperings) {
      const copy = structuredClone(original);
      change(copy);
      const report = await verify(copy);
      expect(report.verified, what).toBe(false);
      expect(checkOf(report, 'proof')?.ok, what).toBe(false);
    }
    // The untouched original still verifies (the failures above are the changes').
    expect((await verify(original)).verified).toBe(true);
  });

  it('refuses, without fetching, a credential naming a context or key that is not bundled', async () => {
    const member = await join();
    const credential = await credentialOf(member._id);
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: unknown) => {
      fetched.push(String(input));
      throw new Error('no network in this test');
    }) as typeof fetch;
    try {
      const foreignContext = {
        ...credential,
        '@context': [...(credential['@context'] as string[]), 'https://evil.example/ctx.jsonld'],
      };
      expect(checkOf(await verify(foreignContext), 'proof')?.ok).toBe(false);
      const foreignKey = structuredClone(credential);
      foreignKey.proof.verificationMethod = 'https://evil.example/keys/1';
      expect(checkOf(await verify(foreignKey), 'proof')?.ok).toBe(false);
      const otherIssuer = structuredClone(credential);
      otherIssuer.issuer.id = 'did:web:evil.example';
      const report = await verify(otherIssuer);
      expect(checkOf(report, 'issuer')).toMatchObject({ ok: false });
      expect(checkOf(report, 'proof')?.ok).toBe(false);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(fetched).toEqual([]);
  });

  it('a second implementation agrees: Ed25519 over the RDFC-1.0 hashes, checked with node:crypto', async () => {
    const member = await join();
    const credential = await credentialOf(member._id);
    const did = (await t.app.inject({ url: '/.well-known/did.json' })).json() as {
      verificationMethod: { id: string; publicKeyMultibase: string }[];
    };
    const method = did.verificationMethod.find((m) => m.id === credential.proof.verificationMethod);
    expect(method).toBeDefined();
    // eddsa-rdfc-2022: SHA-256 of the canonical proof options (the proof without its value, with
    // the document's context), then of the canonical document without its proof; the signature is
    // over the two hashes, proof options first.
    const { proof, ...document } = credential;
    const { proofValue, ...options } = proof;
    const loader = documentLoader();
    const canonical = (doc: unknown) =>
      jsonld.canonize(doc, {
        algorithm: 'RDFC-1.0',
        format: 'application/n-quads',
        documentLoader: loader,
        safe: true,
      });
    const hash = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();
    const data = Buffer.concat([
      hash(await canonical({ ...options, '@context': document['@context'] })),
      hash(await canonical(document)),
    ]);
    const raw = publicKeyBytes(method!.publicKeyMultibase)!;
    const key = crypto.createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') },
      format: 'jwk',
    });
    const signature = base58Decode(String(proofValue).slice(1))!;
    expect(signature.length).toBe(64);
    expect(crypto.verify(null, data, key, signature)).toBe(true);
    // And a changed name is refused by it too.
    const changed = Buffer.concat([
      hash(await canonical({ ...options, '@context': document['@context'] })),
      hash(
        await canonical({ ...document, credentialSubject: { ...credential.credentialSubject, name: 'X' } }),
      ),
    ]);
    expect(crypto.verify(null, changed, key, signature)).toBe(false);
  });

  it('revoking the member sets its bit in the re-signed status list: the same file then fails', async () => {
    const member = await join();
    const keep = await join();
    const credential = await credentialOf(member._id);
    const kept = await credentialOf(keep._id);
    const listUrl = String(credential.credentialStatus.statusListCredential).replace(PUBLIC_URL, '');
    const before = (await t.app.inject({ url: listUrl })).json() as JsonObject;

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/member/delete/${member._id}`,
      headers: t.auth(t.adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(
      (await t.app.inject({ url: `/api/v1/member/badge/${member._id}/credential.json` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/member/badge/${member._id}/image.png` })).statusCode).toBe(
      404,
    );
    const listRes = await t.app.inject({ url: listUrl });
    expect(listRes.statusCode).toBe(200);
    expect(listRes.headers['content-type']).toMatch(/^application\/ld\+json/);
    const after = listRes.json() as Credential;
    expect(after.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(after.proof.proofValue).not.toBe((before.proof as JsonObject).proofValue);
    // The list's bit at the credential's index is set (GZIP-compressed, base64url, 'u' multibase).
    const bits = (await import('node:zlib')).gunzipSync(
      Buffer.from(String((after.credentialSubject as JsonObject).encodedList).slice(1), 'base64url'),
    );
    const bit = (index: number) => (bits[Math.floor(index / 8)] >> (7 - (index % 8))) & 1;
    expect(bit(Number(credential.credentialStatus.statusListIndex))).toBe(1);
    expect(bit(Number(kept.credentialStatus.statusListIndex))).toBe(0);
    // The status list is itself a signed credential of the forum.
    expect((await verifyProof(after, createCredentialService(t.config, t.database.db).loader)).verified).toBe(
      true,
    );

    const report = await verify(credential);
    expect(report.verified).toBe(false);
    expect(checkOf(report, 'proof')?.ok).toBe(true);
    expect(checkOf(report, 'status')).toEqual({
      check: 'status',
      ok: false,
      message: 'Revoked: the forum has withdrawn this credential.',
    });
    expect((await verify(kept)).verified).toBe(true);
  });

  it('simultaneous first downloads get one credential, and simultaneous revocations all land in the list', async () => {
    const member = await join();
    const downloads = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ url: `/api/v1/member/badge/${member._id}/credential.json` }),
      ),
    );
    const bodies = new Set(downloads.map((r) => r.body));
    expect(downloads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(bodies.size).toBe(1);

    const members = await Promise.all(Array.from({ length: 4 }, () => join()));
    const credentials = await Promise.all(members.map((m) => credentialOf(m._id)));
    const revoked = await Promise.all(
      members.map((m) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/v1/member/delete/${m._id}`,
          headers: t.auth(t.adminToken),
        }),
      ),
    );
    expect(revoked.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const credential of credentials) {
      expect(checkOf(await verify(credential), 'status')?.message).toMatch(/^Revoked/);
    }
  });

  it('bakes the credential into member_badge.png; the extracted file verifies, and so does the image', async () => {
    const member = await join();
    const credential = await credentialOf(member._id);
    const image = await t.app.inject({ url: `/api/v1/member/badge/${member._id}/image.png` });
    expect(image.statusCode).toBe(200);
    const png = image.rawPayload;
    expect(JSON.parse(extractBaked(png) ?? 'null')).toEqual(credential);
    // Still a PNG every decoder reads.
    const sharp = (await import('sharp')).default;
    expect((await sharp(png).metadata()).width).toBe(1200);

    const res = await verifyFile(png, 'member_badge.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as VerificationReport).verified).toBe(true);
    const json = await verifyFile(
      Buffer.from(JSON.stringify(credential)),
      'credential.json',
      'application/json',
    );
    expect((json.json() as VerificationReport).verified).toBe(true);

    // Baking again replaces the credential rather than adding a second one.
    const rebaked = bakePng(png, { hello: 'world' });
    expect(JSON.parse(extractBaked(rebaked) ?? 'null')).toEqual({ hello: 'world' });
  });

  it('refuses files that are neither a credential nor a baked badge, with a clear message', async () => {
    const plain = (await import('sharp')).default;
    const picture = await plain({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const noCredential = await verifyFile(picture, 'x.png', 'image/png');
    expect(noCredential.statusCode).toBe(400);
    expect(noCredential.json().message).toBe(
      'This image carries no credential: download the badge again from its page.',
    );
    const text = await verifyFile(Buffer.from('hello'), 'x.txt', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().success).toBe(false);
    const cut = await verifyFile(picture.subarray(0, 30), 'x.png', 'image/png');
    expect(cut.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/credentials/verify',
      payload: [] as unknown as object,
    });
    expect(none.statusCode).toBe(400);
    const empty = await verify({});
    expect(empty.verified).toBe(false);
    expect(empty.checks.every((c) => !c.ok)).toBe(true);
  });

  it('answers 404 for an unknown badge and an unknown status list', async () => {
    expect(
      (
        await t.app.inject({
          url: '/api/v1/member/badge/3f1b6a52-8c4d-4e7f-9a01-23456789abcd/credential.json',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/credentials/status/999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/credentials/status/abc' })).statusCode).toBe(404);
  });

  it('keeps the key owner-only in DATA_DIR and lists it in the DID document', async () => {
    const file = keyFilePath(t.dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const res = await t.app.inject({ url: '/.well-known/did.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as JsonObject & { verificationMethod: JsonObject[]; assertionMethod: string[] };
    expect(doc.id).toBe(DID);
    const [key] = readKeyFile(t.dataDir)!.keys;
    expect(doc.verificationMethod).toEqual([
      {
        id: `${DID}#${key.publicKeyMultibase}`,
        type: 'Multikey',
        controller: DID,
        publicKeyMultibase: key.publicKeyMultibase,
      },
    ]);
    expect(doc.assertionMethod).toEqual([`${DID}#${key.publicKeyMultibase}`]);
    expect(JSON.stringify(doc)).not.toContain(key.secretKeyMultibase);
  });

  it('after a key rotation new credentials use the new key and old ones still verify', async () => {
    const before = await join();
    const old = await credentialOf(before._id);
    const added = rotateKeyFile(t.dataDir);
    // A restarted server reads the key file again: a new service on the same database.
    const service = createCredentialService(t.config, t.database.db);
    const doc = (await service.didDocument()) as { verificationMethod: { publicKeyMultibase: string }[] };
    expect(doc.verificationMethod.map((m) => m.publicKeyMultibase)).toEqual(
      readKeyFile(t.dataDir)!.keys.map((k) => k.publicKeyMultibase),
    );
    expect(doc.verificationMethod).toHaveLength(2);
    expect((await service.verify(old)).verified).toBe(true);

    const after = await join();
    const row = (await t.database.db.query.members.findMany()).find((m) => m.id === after._id)!;
    const { membershipAward } = await import('../src/modules/members/credential.ts');
    const fresh = (await service.credentialFor(membershipAward(row, PUBLIC_URL))) as Credential;
    expect(fresh.proof.verificationMethod).toBe(`${DID}#${added.publicKeyMultibase}`);
    expect((await service.verify(fresh)).verified).toBe(true);
    expect((await service.verify(old)).verified).toBe(true);
  });
});

describe('Certificates of participation as signed credentials', async () => {
  const t = await createTestApp({ PUBLIC_URL });
  const h = registrationHelpers(t);
  const verify = async (body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/credentials/verify', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VerificationReport;
  };
  const verifyFile = async (data: Buffer, name: string, type: string) => {
    const { payload, headers } = await formBody({}, [{ field: 'file', data, name, type }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/credentials/verify', payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VerificationReport;
  };
  /** An event with two attendees checked in and their certificates issued: the ids, Kavya's first. */
  const issued = async () => {
    const event = await h.createEvent();
    const tickets = [];
    for (const who of [
      { name: 'Kavya Menon', email: 'kavya.menon@mitwpu.edu.in', prn: 'PRN4455' },
      { name: 'Arjun Pillai', email: 'arjun.pillai@mitwpu.edu.in' },
    ]) {
      const r = await h.register(event._id, who);
      expect(r.statusCode, r.body).toBe(201);
      tickets.push(r.json().ticketUrl as string);
      const c = await h.checkIn(event._id, { token: h.tokenOf(r.json().ticketUrl) });
      expect(c.statusCode, c.body).toBe(200);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event._id}/certificates`,
      headers: h.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = await Promise.all(
      tickets.map(async (url) => (await h.ticket(h.tokenOf(url))).json().ticket.certificate._id as string),
    );
    return { event, ids };
  };
  const credentialOf = async (id: string) => {
    const res = await t.app.inject({ url: `/api/v1/certificates/${id}/credential.json` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    return res.json() as Credential;
  };

  it('issues an OpenBadgeCredential for participation: the event, the name, the hashed email, the issue time', async () => {
    const { event, ids } = await issued();
    const credential = await credentialOf(ids[0]);
    const shown = (await t.app.inject({ url: `/api/v1/certificates/${ids[0]}` })).json().certificate;
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer.id).toBe(DID);
    expect(credential.validFrom).toBe(`${String(shown.issuedAt).slice(0, 19)}Z`);
    expect(credential.credentialSubject.name).toBe('Kavya Menon');
    expect(credential.credentialSubject.achievement).toMatchObject({
      id: `${PUBLIC_URL}/events/${event._id}#participation`,
      achievementType: 'Achievement',
      name: `Participant in ${event.title}`,
      criteria: {
        id: `${PUBLIC_URL}/events/${event._id}`,
        narrative: `Attended and was checked in at ${event.title} on 5 December 2027.`,
      },
    });
    const [identity] = credential.credentialSubject.identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(identity.identityHash).toBe(hashedEmail('kavya.menon@mitwpu.edu.in', String(identity.salt)));
    // Never the email in clear or the PRN.
    expect(JSON.stringify(credential)).not.toMatch(/kavya\.menon|@mitwpu|PRN4455/i);
    // The same document on every download.
    const again = await t.app.inject({ url: `/api/v1/certificates/${ids[0]}/credential.json` });
    expect(again.body).toBe(JSON.stringify(credential));
    // Another attendee's credential is their own.
    expect((await credentialOf(ids[1])).credentialSubject.name).toBe('Arjun Pillai');
    for (const bad of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      expect((await t.app.inject({ url: `/api/v1/certificates/${bad}/credential.json` })).statusCode).toBe(
        404,
      );
    }
  });

  it('verifies, bakes into the certificate image, and fails the same files once revoked', async () => {
    const { ids } = await issued();
    const [id, otherId] = ids;
    const credential = await credentialOf(id);
    const report = await verify(credential);
    expect(report.verified, JSON.stringify(report)).toBe(true);
    expect(report.checks.map((c) => [c.check, c.ok])).toEqual([
      ['proof', true],
      ['issuer', true],
      ['status', true],
      ['dates', true],
    ]);
    expect(report.credential).toMatchObject({ name: 'Kavya Menon' });

    // The certificate PNG carries the same credential, and the image itself verifies.
    const image = await t.app.inject({ url: `/api/v1/certificates/${id}/image.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect(JSON.parse(extractBaked(png) ?? 'null')).toEqual(credential);
    expect((await verifyFile(png, 'certificate.png', 'image/png')).verified).toBe(true);
    const json = Buffer.from(JSON.stringify(credential));
    expect((await verifyFile(json, 'certificate.json', 'application/ld+json')).verified).toBe(true);
    const other = await credentialOf(otherId);
    const listUrl = String(credential.credentialStatus.statusListCredential).replace(PUBLIC_URL, '');
    const listBefore = await t.app.inject({ url: listUrl });
    expect(listBefore.statusCode).toBe(200);

    // Anyone but an officer is refused, and nothing changes.
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/v1/certificates/${id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await verify(credential)).verified).toBe(true);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/certificates/${id}`,
      headers: h.admin,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/certificates/${id}/credential.json` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/certificates/${id}/image.png` })).statusCode).toBe(404);

    // The served status list is the re-signed one (not the cached answer from before).
    const listAfter = (await t.app.inject({ url: listUrl })).json() as Credential;
    expect(listAfter.proof.proofValue).not.toBe((listBefore.json() as Credential).proof.proofValue);
    const revokedMessage = {
      check: 'status',
      ok: false,
      message: 'Revoked: the forum has withdrawn this credential.',
    };
    for (const r of [
      await verify(credential),
      await verifyFile(png, 'certificate.png', 'image/png'),
      await verifyFile(json, 'certificate.json', 'application/ld+json'),
    ]) {
      expect(r.verified).toBe(false);
      expect(r.checks.find((c) => c.check === 'proof')?.ok).toBe(true);
      expect(r.checks.find((c) => c.check === 'status')).toEqual(revokedMessage);
    }
    // The other attendee's certificate still verifies; revoking again changes nothing.
    expect((await verify(other)).verified).toBe(true);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/certificates/${id}`,
      headers: h.admin,
    });
    expect(again.statusCode).toBe(200);
    expect((await verify(other)).verified).toBe(true);
  });

  it('a certificate revoked before its credential was ever downloaded has none', async () => {
    const { ids } = await issued();
    const issuedFor = async (id: string) =>
      (await t.database.db.select().from(issuedCredentials)).filter((r) => r.subjectId === id);
    await credentialOf(ids[1]);
    expect(await issuedFor(ids[1])).toHaveLength(1);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/certificates/${ids[0]}`,
      headers: h.admin,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/certificates/${ids[0]}/credential.json` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/v1/certificates/${ids[0]}/image.png` })).statusCode).toBe(404);
    // Nothing was issued for it: no place in a status list is taken.
    expect(await issuedFor(ids[0])).toEqual([]);
  });
});

describe('Backups carry the credential keys', async () => {
  const t = await createTestApp({ PUBLIC_URL });

  it('writes every key into the backup, and a restore puts them back into DATA_DIR', async () => {
    rotateKeyFile(t.dataDir);
    const keys = readKeyFile(t.dataDir)!.keys;
    expect(keys).toHaveLength(2);
    const file = path.join(t.dataDir, 'site.backup');
    const summary = await writeBackup(t.database.db, mediaStoreFor(t.config), fs.createWriteStream(file), {
      credentialKeys: keysForBackup(null, t.dataDir),
    });
    expect(summary.keys).toBe(2);
    const backup = await readBackup(file, path.join(t.dataDir, 'staging'));
    expect(backup.credentialKeys).toEqual(keys);

    const restored = fs.mkdtempSync(path.join(t.dataDir, 'restored-'));
    mergeIntoKeyFile(restored, backup.credentialKeys);
    expect(readKeyFile(restored)!.keys).toEqual(keys);
    expect(fs.statSync(keyFilePath(restored)).mode & 0o777).toBe(0o600);
  });

  it('carries CREDENTIAL_SIGNING_KEY too, as the newest key', () => {
    const KEY = 'z3u2UHS7pY7JLYJG9sjz45u8gm5z2BApbk2bVmQNL94ccN7L';
    const carried = keysForBackup(KEY, t.dataDir);
    expect(carried.at(-1)).toMatchObject({
      secretKeyMultibase: KEY,
      publicKeyMultibase: 'z6MktZ7bGti5XgJfGCam7q7QvpHg3xB7nfpU6MSzMhgRoCs2',
    });
  });
});

describe('CREDENTIAL_SIGNING_KEY', async () => {
  const KEY = 'z3u2UHS7pY7JLYJG9sjz45u8gm5z2BApbk2bVmQNL94ccN7L';
  const PUBLIC = 'z6MktZ7bGti5XgJfGCam7q7QvpHg3xB7nfpU6MSzMhgRoCs2';

  const t = await createTestApp({ PUBLIC_URL, CREDENTIAL_SIGNING_KEY: KEY });

  it('signs with the configured key and writes no key file', async () => {
    const res = await t.app.inject({ url: '/.well-known/did.json' });
    expect(res.json().verificationMethod.map((m: JsonObject) => m.publicKeyMultibase)).toEqual([PUBLIC]);
    expect(fs.existsSync(path.join(t.dataDir, 'credential-keys.json'))).toBe(false);
  });

  it('is required with DATABASE_URL, in one line naming it', () => {
    const shared = { DATABASE_URL: 'postgres://ssf@db.internal/ssf', JWT_SECRET: 'x'.repeat(40) };
    expect(() => assertServerConfig(loadConfig(shared))).toThrow(
      /^Invalid CREDENTIAL_SIGNING_KEY: must be set when DATABASE_URL is set/,
    );
    expect(() => assertServerConfig(loadConfig({ ...shared, CREDENTIAL_SIGNING_KEY: KEY }))).not.toThrow();
  });

  it('refuses a value that is not an Ed25519 secret key, in one line naming the variable', () => {
    for (const bad of ['not-a-key', PUBLIC, `${KEY}x`, 'z1111']) {
      expect(() => loadConfig({ CREDENTIAL_SIGNING_KEY: bad })).toThrow(
        /^Invalid CREDENTIAL_SIGNING_KEY: must be an Ed25519 secret key/,
      );
    }
  });
});
