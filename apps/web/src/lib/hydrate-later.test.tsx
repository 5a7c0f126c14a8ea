import { renderToString } from 'preact-render-to-string';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HydrateLater, pageTakenOver, takeOverInParts } from './hydrate-later.tsx';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-name={name} onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <h1>Drawn</h1>
      <HydrateLater>
        <Counter name="first" />
      </HydrateLater>
      <p>Between</p>
      <HydrateLater>
        <section>
          <Counter name="second" />
          <HydrateLater>
            <Counter name="inner" />
          </HydrateLater>
        </section>
      </HydrateLater>
      <Counter name="frame" />
    </div>
  );
}

const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const press = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLButtonElement>(`[data-name="${name}"]`)!.click();
const text = (root: HTMLElement, name: string) => root.querySelector(`[data-name="${name}"]`)!.textContent;

describe('a drawn page taken over in parts', () => {
  it('keeps the drawn markup and takes each part over in a later task, in order, nested parts after theirs', async () => {
    const drawn = renderToString(<Page />);
    const root = document.createElement('div');
    root.innerHTML = drawn;
    document.body.append(root);
    const nodes = [...root.querySelectorAll('*')];

    const whole = takeOverInParts();
    hydrateRoot(root, <Page />);
    // The frame is the app's at once; the parts are still only drawn.
    press(root, 'frame');
    press(root, 'first');
    await Promise.resolve();
    expect(text(root, 'frame')).toBe('frame 1');
    expect(text(root, 'first')).toBe('first 0');

    await aTask();
    press(root, 'first');
    press(root, 'second');
    await Promise.resolve();
    expect(text(root, 'first')).toBe('first 1');
    expect(text(root, 'second')).toBe('second 0');

    await aTask();
    press(root, 'second');
    press(root, 'inner');
    await Promise.resolve();
    expect(text(root, 'second')).toBe('second 1');
    expect(text(root, 'inner')).toBe('inner 0');

    await whole;
    press(root, 'inner');
    await Promise.resolve();
    expect(text(root, 'inner')).toBe('inner 1');
    // Not one element was drawn again or added: the markup is the one the server sent.
    expect([...root.querySelectorAll('*')]).toEqual(nodes);
    expect(root.querySelectorAll('button')).toHaveLength(4);
    await expect(pageTakenOver()).resolves.toBeUndefined();
    root.remove();
  });

  it('draws a part at once outside the taking over of a drawn page', async () => {
    const root = render(<Page />).container;
    expect(root.querySelectorAll('button')).toHaveLength(4);
    press(root, 'inner');
    await act(() => Promise.resolve());
    expect(text(root, 'inner')).toBe('inner 1');
  });
});
