import { utcToZonedLocal } from '@ssf/domain/dates';
import type { AppContext } from '../../context.ts';
import { drawDemoPicture } from '../../media/demo-picture.ts';
import { createEvent } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An abstract picture for a demo event (a gradient, a horizon and a few stars), drawn here so nothing large ships. */
function picture([from, to, accent]: [string, string, string], seed: number): Promise<Buffer> {
  const stars = Array.from({ length: 24 }, (_, i) => {
    const x = (seed * 131 + i * 379) % 1600;
    const y = (seed * 71 + i * 157) % 520;
    const r = 1.5 + ((seed + i) % 4);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${(0.35 + (i % 5) * 0.12).toFixed(2)}"/>`;
  }).join('');
  const hills = `<path d="M0 ${640 + (seed % 3) * 30} Q 400 ${520 + (seed % 5) * 20} 800 ${620 - (seed % 4) * 15} T 1600 ${600 + (seed % 2) * 40} V 900 H 0 Z" fill="${accent}" fill-opacity="0.35"/>`;
  return drawDemoPicture({
    width: 1600,
    height: 900,
    from,
    to,
    body: `<circle cx="${300 + seed * 170}" cy="${260 + (seed % 3) * 40}" r="${70 + (seed % 4) * 15}" fill="${accent}" fill-opacity="0.8"/>
  ${stars}${hills}`,
  });
}

interface DemoEvent {
  title: string;
  description: string;
  /** Days from the first start: ahead for upcoming events, back for previous ones. */
  days: number;
  /** The hour on the forum's clocks. */
  time: string;
  venue?: string;
  colours: [string, string, string];
  button?: { text: string; link: string };
  /** Extra pictures of a previous event. */
  extra?: number;
  /** Registration on the event's page (instead of an outside button): seats, and a waitlist once they are gone. */
  registration?: { capacity: number; waitlist: boolean };
}

const EVENTS: DemoEvent[] = [
  {
    title: 'Consciousness and the Quantum: An Evening Talk',
    description: `<h1>Does physics need the observer?</h1>
<p>Few ideas have travelled further from the laboratory than the claim that <strong>consciousness collapses the wave function</strong>. Our guest speaker, a physicist who also teaches meditation, separates what quantum mechanics actually says from what popular books say it says.</p>
<h2>What to expect</h2>
<ul>
<li>A 45-minute talk with simple demonstrations of interference and measurement.</li>
<li>An open question round: bring your hardest questions.</li>
<li>Tea and conversation afterwards.</li>
</ul>
<p>Open to every student and faculty member; no physics background needed. The hall has 120 seats: register on this page for your ticket, and once they are taken, join the waitlist.</p>`,
    days: 12,
    time: '18:00',
    venue: 'Main Auditorium, MIT-WPU',
    colours: ['#1e1b4b', '#4338ca', '#fbbf24'],
    registration: { capacity: 120, waitlist: true },
  },
  {
    title: 'Silent Mind: A Day of Guided Meditation',
    description: `<h1>A day to slow down</h1>
<p>A guided retreat on campus: sitting and walking meditation, a short talk on <em>attention research</em>, and a shared silent lunch. Beginners are very welcome; cushions and mats are provided.</p>
<blockquote>Silence is not the absence of sound but the presence of attention.</blockquote>
<p>Please wear comfortable clothes and bring a water bottle.</p>`,
    days: 30,
    time: '09:30',
    venue: 'Meditation Hall, Vishwashanti Dome',
    colours: ['#134e4a', '#0d9488', '#fde68a'],
    button: { text: 'Reserve a Seat', link: 'https://www.mitwpu.edu.in/' },
  },
  {
    title: 'Sanvad Live: Science Meets the Upanishads',
    description: `<h1>A recording of the podcast, in front of an audience</h1>
<p>Two guests, a neuroscientist and a scholar of Vedanta, discussed the Upanishadic idea of the <strong>witness</strong> and what modern research on self-awareness can and cannot say about it.</p>
<p>Thank you to the more than 200 students who filled the hall. The episode is available in <em>Sanvad - The Podcast Series</em>.</p>`,
    days: -20,
    time: '17:00',
    venue: 'Sant Dnyaneshwar Hall',
    colours: ['#4c1d95', '#be185d', '#fcd34d'],
    extra: 3,
  },
  {
    title: 'Stargazing and Stillness Night',
    description: `<h1>An evening under the sky</h1>
<p>With the astronomy club's telescopes we looked at <strong>Saturn's rings</strong> and the Orion Nebula, then sat in silence under the stars and talked about the scale of the cosmos and the sense of wonder it brings.</p>`,
    days: -60,
    time: '19:30',
    venue: 'Campus Observatory Lawn',
    colours: ['#0f172a', '#312e81', '#f59e0b'],
    extra: 2,
  },
  {
    title: 'Ethics of Artificial Intelligence: An Open Dialogue',
    description: `<h1>Can a machine be good?</h1>
<p>Students from engineering, philosophy and law debated responsibility, bias and what the world's contemplative traditions might teach the people who build intelligent systems.</p>`,
    days: -100,
    time: '16:00',
    colours: ['#7c2d12', '#c2410c', '#fef3c7'],
    extra: 1,
  },
  {
    title: 'Mindfulness and the Brain: A Hands-On Workshop',
    description: `<h1>Attention, measured</h1>
<p>Participants tried three short practices and then took simple attention tasks before and after, to see for themselves what the research on <strong>mindfulness and attention</strong> does and does not show.</p>`,
    days: -140,
    time: '11:00',
    colours: ['#14532d', '#16a34a', '#fef9c3'],
    extra: 2,
  },
];

/**
 * Two upcoming events, one taking registrations on its page (120 seats and a waitlist, open to any
 * email until the talk starts) and one with an outside button, and four previous ones with a
 * gallery (two pages of them), around the first start. Demo content is added once, to a new
 * database (startup.ts), so nothing here is added twice.
 */
export async function seedEvents({ db, config }: Pick<AppContext, 'db' | 'config'>) {
  const now = Date.now();
  for (const [i, demo] of EVENTS.entries()) {
    // The day as the forum's clocks show it, at the event's hour: as an admin would enter it.
    const day = utcToZonedLocal(new Date(now + demo.days * DAY_MS), config.timeZone).slice(0, 10);
    const upcoming = demo.days > 0;
    const extra = await Promise.all(
      Array.from({ length: demo.extra ?? 0 }, (_, k) => picture(demo.colours, i * 7 + k + 2)),
    );
    await createEvent(
      { db, config },
      {
        fields: {
          title: demo.title,
          description: demo.description,
          eventType: upcoming ? 'upcoming' : 'previous',
          eventDate: `${day}T${demo.time}`,
          venue: demo.venue,
          buttonText: demo.button?.text,
          buttonLink: demo.button?.link,
          ...(demo.registration && {
            registrationEnabled: 'true',
            capacity: String(demo.registration.capacity),
            waitlist: String(demo.registration.waitlist),
            universityOnly: 'false',
            registrationClosesAt: `${day}T${demo.time}`,
          }),
        },
        coverImage: await picture(demo.colours, i + 1),
        images: extra,
      },
    );
  }
}
