import type { AppContext } from '../../context.ts';
import { drawDemoPicture } from '../../media/demo-picture.ts';
import { uploadImages } from './service.ts';

interface DemoPicture {
  alt: string;
  width: number;
  height: number;
  sky: [string, string];
  accent: string;
}

/** An abstract landscape drawn here (sky, sun or moon, hills, a few stars), so nothing large ships. */
function picture({ width, height, sky, accent }: DemoPicture, seed: number): Promise<Buffer> {
  const stars = Array.from({ length: 18 }, (_, i) => {
    const x = (seed * 97 + i * 211) % width;
    const y = (seed * 53 + i * 89) % Math.round(height * 0.55);
    return `<circle cx="${x}" cy="${y}" r="${1.5 + ((seed + i) % 3)}" fill="#fff" fill-opacity="0.6"/>`;
  }).join('');
  const h = height;
  return drawDemoPicture({
    width,
    height,
    from: sky[0],
    to: sky[1],
    body: `${stars}
  <circle cx="${Math.round(width * (0.2 + (seed % 5) * 0.15))}" cy="${Math.round(h * 0.3)}" r="${Math.round(h * 0.09)}" fill="${accent}"/>
  <path d="M0 ${Math.round(h * 0.72)} Q ${Math.round(width * 0.3)} ${Math.round(h * 0.55)} ${Math.round(width * 0.55)} ${Math.round(h * 0.7)} T ${width} ${Math.round(h * 0.66)} V ${h} H 0 Z" fill="#000" fill-opacity="0.35"/>
  <path d="M0 ${Math.round(h * 0.85)} Q ${Math.round(width * 0.5)} ${Math.round(h * 0.75)} ${width} ${Math.round(h * 0.86)} V ${h} H 0 Z" fill="#000" fill-opacity="0.45"/>`,
  });
}

// Drawn landscapes in three shapes (wide, tall, square), so the grid shows it keeps each shape.
const PICTURES: DemoPicture[] = [
  {
    alt: 'A golden moon over dark hills in an indigo night sky',
    width: 1600,
    height: 1000,
    sky: ['#1e1b4b', '#4338ca'],
    accent: '#fbbf24',
  },
  {
    alt: 'A pale sun setting behind rolling hills in a rose sky',
    width: 1200,
    height: 1500,
    sky: ['#831843', '#f9a8d4'],
    accent: '#fef3c7',
  },
  {
    alt: 'A teal dawn over a valley with a rising sun',
    width: 1400,
    height: 1400,
    sky: ['#134e4a', '#5eead4'],
    accent: '#fde68a',
  },
  {
    alt: 'Stars above a ridge on a deep blue night',
    width: 1600,
    height: 900,
    sky: ['#0f172a', '#1e3a8a'],
    accent: '#e0e7ff',
  },
  {
    alt: 'An orange sun low over hills in an amber evening',
    width: 1500,
    height: 1000,
    sky: ['#7c2d12', '#fdba74'],
    accent: '#fff7ed',
  },
  {
    alt: 'A violet twilight with a bright moon above the hills',
    width: 1000,
    height: 1400,
    sky: ['#4c1d95', '#c4b5fd'],
    accent: '#fefce8',
  },
  {
    alt: 'A green morning sky over a quiet valley',
    width: 1600,
    height: 1066,
    sky: ['#14532d', '#86efac'],
    accent: '#fef9c3',
  },
  {
    alt: 'A red moon rising over dark hills',
    width: 1300,
    height: 1300,
    sky: ['#450a0a', '#b91c1c'],
    accent: '#fecaca',
  },
  {
    alt: 'A cyan sky at first light above gentle hills',
    width: 1600,
    height: 1000,
    sky: ['#164e63', '#67e8f9'],
    accent: '#ecfeff',
  },
  {
    alt: 'A starry night with a silver moon over a ridge',
    width: 1100,
    height: 1500,
    sky: ['#020617', '#334155'],
    accent: '#f1f5f9',
  },
  {
    alt: 'A warm yellow sunrise behind layered hills',
    width: 1600,
    height: 900,
    sky: ['#713f12', '#fde047'],
    accent: '#fffbeb',
  },
  {
    alt: 'A blue hour sky with a soft glow above the hills',
    width: 1400,
    height: 1050,
    sky: ['#1e3a8a', '#93c5fd'],
    accent: '#dbeafe',
  },
];

/** A dozen drawn landscapes, uploaded as an admin would, each with its alt text. */
export async function seedGallery({ db, config }: Pick<AppContext, 'db' | 'config'>) {
  const images = await Promise.all(PICTURES.map((p, i) => picture(p, i + 1)));
  await uploadImages({ db, config }, { fields: { alt: PICTURES.map((p) => p.alt) }, images });
}
