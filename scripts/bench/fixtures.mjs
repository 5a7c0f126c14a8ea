// What the benchmark needs from the running server besides its demo content: an admin's token
// (for the surge's drive) and a member, whose badge page Lighthouse opens.
import { ADMIN } from './server.mjs';

async function postJson(url, body, expected) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`POST ${new URL(url).pathname} answered ${res.status}`);
  return res.json();
}

/** Sign in as the admin the server was started with; returns the bearer token. */
export async function adminToken(base) {
  const { token } = await postJson(`${base}/api/v1/auth/login`, ADMIN, 200);
  return token;
}

/** Join as a (fictional) member through the public form; returns the badge's id. */
export async function joinMember(base) {
  const { member } = await postJson(
    `${base}/api/v1/member/join`,
    {
      first_name: 'Bench',
      last_name: 'Member',
      gender: 'female',
      email: `bench.member.${Date.now().toString(36)}@mitwpu.edu.in`,
      prn: `BENCH${Date.now().toString(36).toUpperCase()}`,
      year: 'SY',
      course: 'Other',
    },
    201,
  );
  return member._id;
}
