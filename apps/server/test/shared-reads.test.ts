import { describe, expect, it } from 'vitest';
import { SharedReads } from '../src/db/shared-reads.ts';

// The drive read that a surge of applications shares (docs/decisions/0101-application-surge.md).
/** Until the server's next turn, when a read asked for in this one starts. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 5));
describe('SharedReads', () => {
  it('shares one read among callers that ask while another is under way, never an older one', async () => {
    const started: Array<() => void> = [];
    let reads = 0;
    const shared = new SharedReads(async (key: string) => {
      const n = ++reads;
      await new Promise<void>((resolve) => started.push(resolve));
      return `${key}#${n}`;
    });
    const first = shared.get('drive');
    // These two ask after read 1 started: they must get a read that starts later, one for both.
    const second = shared.get('drive');
    const third = shared.get('drive');
    await turn();
    expect(reads).toBe(1);
    started[0]();
    expect(await first).toBe('drive#1');
    await turn();
    expect(reads).toBe(2);
    started[1]();
    expect(await second).toBe('drive#2');
    expect(await third).toBe('drive#2');
    // Nobody waits any more: the next caller starts a read of its own.
    const fourth = shared.get('drive');
    await turn();
    expect(reads).toBe(3);
    started[2]();
    expect(await fourth).toBe('drive#3');
  });

  it('reads other keys apart and hands a failed read to its callers only', async () => {
    let fail = true;
    const shared = new SharedReads(async (key: string) => {
      if (fail) throw new Error(`no ${key}`);
      return key;
    });
    await expect(shared.get('a')).rejects.toThrow('no a');
    fail = false;
    expect(await Promise.all([shared.get('a'), shared.get('b')])).toEqual(['a', 'b']);
  });
});
