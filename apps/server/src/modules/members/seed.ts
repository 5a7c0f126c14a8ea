import { memberJoinSchema } from '@ssf/domain/schemas/member';
import type { AppContext } from '../../context.ts';
import { credentialService } from '../credentials/public.ts';
import { memberCredential } from './credential.ts';
import { findMember, joinMember } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Invented students: the demo speaks for no one real. `daysAgo` spreads the joins over the last
// months, so the admins' members list and the dashboard's chart have something to show.
const DEMO_MEMBERS = [
  {
    first: 'Aarav',
    last: 'Kulkarni',
    gender: 'male',
    prn: '1032230101',
    year: 'SY',
    course: 'B.Tech Computer Science and Engineering',
    daysAgo: 170,
  },
  {
    first: 'Ishita',
    last: 'Joshi',
    gender: 'female',
    prn: '1032230102',
    year: 'TY',
    course: 'B.Sc. Physics',
    daysAgo: 150,
  },
  {
    first: 'Kabir',
    last: 'Menon',
    gender: 'male',
    prn: '1032230103',
    year: 'FY',
    course: 'BBA',
    daysAgo: 121,
  },
  {
    first: 'Saanvi',
    last: 'Patwardhan',
    gender: 'female',
    prn: '1032230104',
    year: 'Final Year',
    course: 'B.Tech Computer Science and Engineering',
    daysAgo: 96,
  },
  {
    first: 'Vihaan',
    last: 'Rao',
    gender: 'male',
    prn: '1032230105',
    year: 'SY',
    course: 'B.Sc. Economics',
    daysAgo: 75,
  },
  {
    first: 'Ananya',
    last: 'Bhide',
    gender: 'female',
    prn: '1032230106',
    year: 'FY',
    course: 'B.Sc. Physics',
    daysAgo: 52,
  },
  {
    first: 'Reyansh',
    last: 'Sathe',
    gender: 'male',
    prn: '1032230107',
    year: 'TY',
    course: 'BBA',
    daysAgo: 33,
  },
  {
    first: 'Meher',
    last: 'Gokhale',
    gender: 'female',
    prn: '1032230108',
    year: 'SY',
    course: 'B.Tech Computer Science and Engineering',
    daysAgo: 12,
  },
] as const;

/** A few members who joined over the last months, with addresses of the configured university domain. */
export async function seedMembers(ctx: AppContext): Promise<void> {
  const { db, config } = ctx;
  const listUrls = new Set<string>();
  const schema = memberJoinSchema({ emailDomain: config.universityEmailDomain });
  const now = Date.now();
  for (const m of DEMO_MEMBERS) {
    const input = schema.parse({
      first_name: m.first,
      last_name: m.last,
      gender: m.gender,
      email: `${m.first}.${m.last}@${config.universityEmailDomain}`,
      prn: m.prn,
      year: m.year,
      course: m.course,
    });
    const badge = await joinMember(db, input, {
      timeZone: config.timeZone,
      joinedAt: new Date(now - m.daysAgo * DAY_MS),
    });
    // Each demo badge has its signed credential from the start, as a downloaded badge would.
    const row = await findMember(db, badge._id);
    const credential = row ? await memberCredential(ctx, row) : null;
    const status = credential?.credentialStatus as { statusListCredential?: string } | undefined;
    if (status?.statusListCredential) listUrls.add(status.statusListCredential);
  }
  // And their status list is signed, as verifiers will fetch it.
  for (const url of listUrls) await credentialService(ctx).statusList(url.split('/').pop() ?? '');
}
