import { type ReactElement, Suspense, useState } from 'react';

/**
 * A part of a drawn page that the app takes over in a task of its own
 * (docs/decisions/0248-hydration-in-parts.md).
 *
 * Taking a whole drawn page over (hydrating it) is one task: on a slow phone a few hundred
 * milliseconds in which the page answers no tap. The page's HTML is already on the screen and
 * stays as it is, so its parts can be taken over one after another, each in a task of its own,
 * with the browser free to answer in between. Preact keeps a part's drawn markup while the part
 * waits (a component that suspends while hydrating) and takes it over when the part resumes.
 *
 * The part must draw exactly one element (Preact keeps one node for a part that waits), and hold
 * no form field: what is typed into a field not yet taken over would be replaced by the form's
 * state when it is (docs/decisions/0248-hydration-in-parts.md). Outside
 * the first drawing of a drawn page (an admin page, a page reached by a link), a part is drawn at
 * once, as if it were not there; on the server too.
 */

/** Whether the app is taking a drawn page over: parts wait only then. */
let takingOver = false;
/** The parts waiting, in the order of the page, each resumed in a task of its own. */
const waiting: Array<() => void> = [];
let pumping = false;
let whenDone: Promise<void> = Promise.resolve();
let done: () => void = () => {};

/** The next task: the scheduler's, where the browser has one (it runs before timers), else a timer. */
function nextTask(run: () => void) {
  const scheduler = (globalThis as { scheduler?: { postTask?: (f: () => void) => Promise<void> } }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(run);
  else setTimeout(run, 0);
}

/** A promise settled in the next task: the browser may draw a frame or answer a tap in between. */
export const nextTaskTurn = (): Promise<void> => new Promise((resolve) => nextTask(resolve));

function pump() {
  const resume = waiting.shift();
  if (!resume) {
    pumping = false;
    takingOver = false;
    done();
    return;
  }
  resume();
  // The part is drawn in the microtasks that follow its resumption (Preact's render queue), in
  // this task; the next waits for the next.
  nextTask(pump);
}

/**
 * Called by main.tsx just before it takes a drawn page over: the parts of that first drawing
 * wait their turn. The returned promise settles once every part has been taken over.
 */
export function takeOverInParts(): Promise<void> {
  takingOver = true;
  whenDone = new Promise<void>((resolve) => {
    done = resolve;
  });
  // The page's parts are registered while it is drawn (synchronously); the first resumes a task
  // after that drawing, or the taking over ends there if the page has none.
  nextTask(() => {
    if (!pumping) {
      pumping = true;
      pump();
    }
  });
  return whenDone;
}

/** Whether the app is taking a drawn page over now (its first drawing, and its parts). */
export const isTakingOver = (): boolean => takingOver;

/** Once the page the app took over is wholly its own (at once when it drew the page itself). */
export const pageTakenOver = (): Promise<void> => whenDone;

/** A part's turn: whether it has waited, and what it waits for. */
interface Turn {
  waited: boolean;
  promise: Promise<void>;
}

function Waiting({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  // A component that suspends loses its own state, so the turn is kept by the part around it.
  if (turn && !turn.waited) {
    turn.waited = true;
    throw turn.promise;
  }
  return children;
}

/** `children` (one element), taken over in a task of its own when the app takes a drawn page over. */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState<Turn | null>(() =>
    takingOver
      ? {
          waited: false,
          promise: new Promise<void>((resolve) => {
            waiting.push(resolve);
          }),
        }
      : null,
  );
  return (
    <Suspense fallback={null}>
      <Waiting turn={turn}>{children}</Waiting>
    </Suspense>
  );
}
