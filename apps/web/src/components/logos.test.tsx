import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForumLogo, UniversityLogo } from './logos.tsx';

const imagesDir = path.resolve(import.meta.dirname, '../../public/images');

/** The shapes of a drawing, the same however it was written: tag names and attributes, sorted. */
function shapes(svg: Element): string[] {
  return [...svg.querySelectorAll('*')]
    .filter((el) => el.tagName !== 'title')
    .map((el) => {
      const attrs = [...el.attributes]
        .filter((a) => a.name !== 'id')
        .map((a) => `${a.name}=${a.value}`)
        .sort();
      return `${el.tagName}[${attrs.join(' ')}]${el.children.length === 0 ? el.textContent?.trim() : ''}`;
    });
}

function fileDrawing(name: string): Element {
  const doc = new DOMParser().parseFromString(
    fs.readFileSync(path.join(imagesDir, name), 'utf8'),
    'image/svg+xml',
  );
  return doc.documentElement;
}

describe('the logos drawn in the page', () => {
  it.each([
    ['ssf-logo.svg', ForumLogo],
    ['mitwpu-logo.svg', UniversityLogo],
  ])('draw the same shapes as images/%s', (file, Logo) => {
    const { container } = render(<Logo />);
    const inPage = container.querySelector('svg')!;
    const original = fileDrawing(file);
    expect(inPage.getAttribute('viewBox')).toBe(original.getAttribute('viewBox'));
    expect(shapes(inPage)).toEqual(shapes(original));
  });

  it('are hidden from screen readers unless labelled, and then read as one image', () => {
    const { container } = render(
      <>
        <ForumLogo />
        <UniversityLogo label="MIT World Peace University logo" />
      </>,
    );
    const [decoration, labelled] = container.querySelectorAll('svg');
    expect(decoration).toHaveAttribute('aria-hidden', 'true');
    expect(decoration).not.toHaveAttribute('role');
    expect(labelled).toHaveAttribute('role', 'img');
    expect(labelled).toHaveAccessibleName('MIT World Peace University logo');
  });
});
