import type { AppContext } from '../../context.ts';
import { drawDemoPicture } from '../../media/demo-picture.ts';
import { createBlog } from './service.ts';

/** An abstract cover drawn for the post (gradient, soft orbs and rings), so nothing large ships. */
function cover(from: string, to: string, accent: string, seed: number): Promise<Buffer> {
  const orbs = Array.from({ length: 7 }, (_, i) => {
    const x = (seed * 97 + i * 233) % 1600;
    const y = (seed * 53 + i * 151) % 900;
    const r = 40 + ((seed + i * 37) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" fill-opacity="${(0.08 + (i % 3) * 0.06).toFixed(2)}"/>`;
  }).join('');
  const rings = Array.from({ length: 5 }, (_, i) => {
    const r = 120 + i * 70;
    return `<circle cx="${1100 - seed * 40}" cy="${420 + seed * 20}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${(0.28 - i * 0.05).toFixed(2)}" stroke-width="2"/>`;
  }).join('');
  return drawDemoPicture({
    width: 1600,
    height: 900,
    from,
    to,
    diagonal: true,
    defs: `
    <radialGradient id="glow" cx="0.7" cy="0.45" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>`,
    body: `<rect width="1600" height="900" fill="url(#glow)"/>
  ${orbs}${rings}`,
  });
}

interface DemoPost {
  title: string;
  summary: string;
  content: string;
  cover: [string, string, string];
  daysAgo: number;
}

const POSTS: DemoPost[] = [
  {
    title: 'The Hard Problem: What Neuroscience Can and Cannot Tell Us About Consciousness',
    summary:
      'Brain imaging maps which regions light up when we see red or feel pain. Why does any of it feel like something at all? A look at the hard problem of consciousness.',
    cover: ['#1e1b4b', '#4338ca', '#fbbf24'],
    daysAgo: 42,
    content: `<h1>Why experience is a puzzle</h1>
<p>Every second, your brain turns light, sound and pressure into a seamless <strong>experience</strong>. Neuroscience has become remarkably good at finding the <em>neural correlates</em> of that experience: the patterns of activity that reliably accompany seeing a face or hearing a melody.</p>
<p>Yet the philosopher David Chalmers drew a sharp line between the <em>easy problems</em> (explaining functions such as attention, memory and report) and the <strong>hard problem</strong>: why these functions are accompanied by felt experience at all.</p>
<h2>Three ways people respond</h2>
<ul>
<li><strong>Physicalism:</strong> experience is what certain brain processes are, and the sense of a gap will close as science matures.</li>
<li><strong>Integrated Information Theory:</strong> consciousness corresponds to how much a system's information is unified, a quantity that can in principle be measured.</li>
<li><strong>Contemplative traditions:</strong> awareness is not an object among objects but the ground in which all objects appear.</li>
</ul>
<blockquote>The question is not whether the brain matters; it clearly does. The question is whether describing the brain is the same as describing what it is like to be you.</blockquote>
<h2>Join the discussion</h2>
<p>At our next forum session we will read short extracts from both neuroscientists and contemplatives and compare their answers. Reading list: <a href="https://plato.stanford.edu/entries/consciousness/">Stanford Encyclopedia of Philosophy: Consciousness</a>.</p>`,
  },
  {
    title: 'Meditation on the Scanner: Ten Years of Contemplative Research',
    summary:
      'From attention training to emotional regulation, what do controlled studies actually show about meditation? We sort robust findings from hopeful headlines.',
    cover: ['#134e4a', '#0d9488', '#fde68a'],
    daysAgo: 27,
    content: `<h1>From monasteries to laboratories</h1>
<p>Over the last decade, <strong>meditation research</strong> has moved from small pilot studies to large randomised trials. Some findings have held up well; others have not.</p>
<h2>What the evidence supports</h2>
<ol>
<li><strong>Attention:</strong> regular practice improves sustained attention on lab tasks, though effects are modest.</li>
<li><strong>Stress and anxiety:</strong> mindfulness-based programmes reduce self-reported stress about as much as other active treatments.</li>
<li><strong>Emotional reactivity:</strong> experienced meditators recover faster from negative stimuli.</li>
</ol>
<h2>Where caution is needed</h2>
<p>Claims that meditation <em>rewires</em> the brain in weeks rest on small samples. Good studies compare meditation with an <u>active control</u> (such as relaxation training) rather than with doing nothing.</p>
<blockquote>Science does not replace the inner discipline of practice, but it can keep us honest about what practice does and does not do.</blockquote>
<p>Want to try it yourself? The forum runs a guided 20-minute sitting every Wednesday evening. Questions: <a href="mailto:ssf@mitwpu.edu.in">ssf@mitwpu.edu.in</a>.</p>`,
  },
  {
    title: 'Cosmology and Wonder: Standing at the Edge of a 13.8-Billion-Year Story',
    summary:
      'The atoms in your body were forged in ancient stars. How the scientific story of the cosmos can deepen, rather than dissolve, our sense of wonder.',
    cover: ['#0f172a', '#312e81', '#f59e0b'],
    daysAgo: 14,
    content: `<h1>A universe that became aware of itself</h1>
<p>Modern cosmology tells a story no ancient myth quite imagined: a universe expanding for <strong>13.8 billion years</strong>, galaxies condensing from faint ripples in the early plasma, and stars cooking the carbon, oxygen and iron that would one day become us.</p>
<h2>Wonder, not just knowledge</h2>
<p>Carl Sagan famously said that we are <em>a way for the cosmos to know itself</em>. Many scientists describe a feeling that is hard to name: humility and belonging at once.</p>
<ul>
<li>The light from the Andromeda galaxy left it 2.5 million years ago.</li>
<li>Every second, trillions of neutrinos from the Sun pass through your body.</li>
<li>The cosmic microwave background is the afterglow of the universe's first light.</li>
</ul>
<h2>Questions we will explore</h2>
<p>Does fine-tuning point anywhere? Is wonder a spiritual experience, an aesthetic one, or both? Bring your questions to our stargazing evening on the campus terrace.</p>
<p>Further reading: <a href="https://science.nasa.gov/universe/">NASA Science: Universe</a>.</p>`,
  },
  {
    title: 'Dialogue, Not Debate: How Science and Spirituality Can Talk to Each Other',
    summary:
      'Science asks how; contemplative traditions often ask why and what for. Notes from our first open dialogue on method, experience and humility.',
    cover: ['#4c1d95', '#be185d', '#fcd34d'],
    daysAgo: 5,
    content: `<h1>Notes from our first open dialogue</h1>
<p>More than sixty students joined the forum's first <strong>open dialogue</strong> this semester. The aim was not to declare a winner but to understand how each way of knowing works.</p>
<h2>What we agreed on</h2>
<ul>
<li>Both science and contemplative practice value <em>careful observation</em>.</li>
<li>Both can be misused when certainty outruns evidence.</li>
<li>Humility is a method, not a weakness.</li>
</ul>
<h2>Where we differed</h2>
<p>Some participants argued that first-person experience is data in its own right; others held that only what can be measured by many observers counts as evidence. The discussion about <u>first-person methods</u> will continue next month.</p>
<blockquote>Listening to understand, rather than to reply, was the hardest and most rewarding part of the evening.</blockquote>
<p>Read more about the forum's events on the <a href="https://mitwpu.edu.in/">MIT World Peace University</a> website, and join us for the next session.</p>`,
  },
];

/** Four real-looking posts with formatted text and generated cover images. */
export async function seedBlogs({ db, config }: Pick<AppContext, 'db' | 'config'>) {
  const now = Date.now();
  for (const [i, post] of POSTS.entries()) {
    const [from, to, accent] = post.cover;
    const png = await cover(from, to, accent, i + 1);
    const { title, summary, content } = post;
    // Saved as an admin's form would be: sanitized, validated, the cover stored and recorded.
    await createBlog(
      { db, config },
      { fields: { title, summary, content }, image: png },
      { createdAt: new Date(now - post.daysAgo * 24 * 60 * 60 * 1000) },
    );
  }
}
