import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteTypedFields, replayTypedFields } from '../src/app/typed-before-start.ts';

/** A form of controlled fields, as the app's forms are: what it holds is shown beside it. */
function JoinForm() {
  const [name, setName] = useState('');
  const [course, setCourse] = useState('');
  const [consent, setConsent] = useState(false);
  const [year, setYear] = useState('1');
  return (
    <form>
      <input name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <select name="course" value={course} onChange={(e) => setCourse(e.currentTarget.value)}>
        <option value="">Choose</option>
        <option value="B.Sc">B.Sc</option>
      </select>
      <input
        name="consent"
        type="checkbox"
        checked={consent}
        onChange={(e) => setConsent(e.currentTarget.checked)}
      />
      {['1', '2'].map((y) => (
        <input key={y} name="year" type="radio" value={y} checked={year === y} onChange={() => setYear(y)} />
      ))}
      <output>{`${name}|${course}|${consent}|${year}`}</output>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's drawing of the form, with what a visitor did to it before the app came. */
function drawnAndTyped() {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<JoinForm />);
  document.body.append(root);
  return root;
}

async function takeOver(root: HTMLElement, typed: ReturnType<typeof noteTypedFields>) {
  await act(async () => {
    hydrateRoot(root, <JoinForm />);
  });
  await act(async () => {
    replayTypedFields(root, typed);
  });
}

describe('what a visitor typed before the app took the page over', () => {
  it("becomes the form's own values, and stays in the fields", async () => {
    const root = drawnAndTyped();
    root.querySelector<HTMLInputElement>('[name=name]')!.value = 'Asha Patil';
    root.querySelector<HTMLSelectElement>('[name=course]')!.value = 'B.Sc';
    root.querySelector<HTMLInputElement>('[name=consent]')!.checked = true;
    root.querySelector<HTMLInputElement>('[name=year][value="2"]')!.checked = true;
    const typed = noteTypedFields(root);
    expect(typed.map((t) => t.name)).toEqual(['name', 'course', 'consent', 'year', 'year']);
    await takeOver(root, typed);
    expect(root.querySelector('output')!.textContent).toBe('Asha Patil|B.Sc|true|2');
    expect(root.querySelector<HTMLInputElement>('[name=name]')!.value).toBe('Asha Patil');
    expect(root.querySelector<HTMLInputElement>('[name=consent]')!.checked).toBe(true);
    expect(root.querySelector<HTMLInputElement>('[name=year][value="2"]')!.checked).toBe(true);
  });

  it('is nothing when the visitor has not touched the form', async () => {
    const root = drawnAndTyped();
    const typed = noteTypedFields(root);
    expect(typed).toEqual([]);
    await takeOver(root, typed);
    expect(root.querySelector('output')!.textContent).toBe('||false|1');
  });
});
