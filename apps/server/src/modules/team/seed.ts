import type { TeamRole } from '@ssf/domain/schemas/team';
import type { AppContext } from '../../context.ts';
import { drawDemoPicture } from '../../media/demo-picture.ts';
import { addTeamMember } from './service.ts';

/** A portrait placeholder drawn here (initials on a gradient, a head-and-shoulders outline), so nothing large ships. */
function portrait(initials: string, from: string, to: string): Promise<Buffer> {
  return drawDemoPicture({
    width: 600,
    height: 600,
    from,
    to,
    diagonal: true,
    body: `<circle cx="300" cy="240" r="110" fill="#ffffff" fill-opacity="0.18"/>
  <path d="M90 600 C 110 430 200 380 300 380 C 400 380 490 430 510 600 Z" fill="#ffffff" fill-opacity="0.18"/>
  <text x="300" y="275" font-family="DejaVu Sans, Arial, sans-serif" font-size="110" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>`,
  });
}

interface DemoTeamMember {
  name: string;
  role: TeamRole;
  designation: string;
  colours: [string, string];
}

// Invented people: the demo speaks for no one real.
const TEAM_MEMBERS: DemoTeamMember[] = [
  {
    name: 'Dr. Meera Deshpande',
    role: 'Faculty Advisor',
    designation: 'Faculty Advisor, Department of Physics',
    colours: ['#312e81', '#6366f1'],
  },
  {
    name: 'Prof. Arvind Kulkarni',
    role: 'Faculty Advisor',
    designation: 'Faculty Advisor, School of Philosophy',
    colours: ['#134e4a', '#14b8a6'],
  },
  { name: 'Ishaan Joshi', role: 'Post Holder', designation: 'President', colours: ['#7c2d12', '#f97316'] },
  { name: 'Sanya Rao', role: 'Post Holder', designation: 'Vice President', colours: ['#4c1d95', '#a855f7'] },
  {
    name: 'Kabir Mehta',
    role: 'Post Holder',
    designation: 'General Secretary',
    colours: ['#1e3a8a', '#3b82f6'],
  },
  { name: 'Ananya Patil', role: 'Team Lead', designation: 'Events Lead', colours: ['#831843', '#ec4899'] },
  {
    name: 'Rohan Iyer',
    role: 'Team Lead',
    designation: 'Content and Podcast Lead',
    colours: ['#14532d', '#22c55e'],
  },
  { name: 'Tara Nair', role: 'Team Lead', designation: 'Design Lead', colours: ['#713f12', '#eab308'] },
  { name: 'Aarav Shah', role: 'Member', designation: 'Events Team', colours: ['#0f172a', '#64748b'] },
  { name: 'Diya Kapoor', role: 'Member', designation: 'Content Team', colours: ['#881337', '#f43f5e'] },
  { name: 'Neel Bhat', role: 'Member', designation: 'Design Team', colours: ['#164e63', '#06b6d4'] },
  { name: 'Zoya Khan', role: 'Member', designation: 'Outreach Team', colours: ['#3f6212', '#84cc16'] },
];

const initialsOf = (name: string) =>
  name
    .replace(/^(Dr|Prof)\.\s+/, '')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

const slug = (name: string) =>
  name
    .replace(/^(Dr|Prof)\.\s+/, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** Twelve invented members across the four roles, each with a drawn portrait. */
export async function seedTeam({ db, config }: Pick<AppContext, 'db' | 'config'>) {
  for (const demo of TEAM_MEMBERS) {
    const photo = await portrait(initialsOf(demo.name), ...demo.colours);
    await addTeamMember(
      { db, config },
      {
        fields: {
          name: demo.name,
          email: `${slug(demo.name)}@example.org`,
          linkedin: 'https://www.linkedin.com/',
          role: demo.role,
          designation: demo.designation,
        },
        photo,
      },
    );
  }
}
