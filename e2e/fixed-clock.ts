/**
 * Loaded with `node --import` into the server that e2e/visual.spec.ts starts: its clock starts at
 * VISUAL_CLOCK_START (an ISO date) and runs on from there at the normal speed, so that the demo
 * content's dates ("posted 12 days ago", upcoming and previous events) are the same on every run
 * and the screenshots can be compared with the references.
 */
const start = Date.parse(process.env.VISUAL_CLOCK_START ?? '');
if (Number.isNaN(start)) throw new Error('VISUAL_CLOCK_START must be an ISO date');

const RealDate = Date;
const shift = start - RealDate.now();

class FixedClockDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...(args as [string | number | Date]));
  }

  static override now() {
    return RealDate.now() + shift;
  }
}

globalThis.Date = FixedClockDate as DateConstructor;
