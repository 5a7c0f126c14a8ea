/**
 * One read for many callers: callers that ask for the same thing while it is being read wait for
 * the next read and share it (docs/decisions/0101-application-surge.md). A surge of students
 * applying to one drive then reads the drive once per wave instead of once per student.
 *
 * A caller never gets a read that started before it asked: one that arrives while a read is under
 * way waits for the next one, which starts when that read ends. So every answer is as fresh as
 * a read of its own would have been (it reflects the database at some moment after the caller
 * asked), only shared.
 */
export class SharedReads<K, T> {
  private readonly reads = new Map<K, { running: Promise<T>; next: Promise<T> | null }>();

  private readonly read: (key: K) => Promise<T>;

  // A plain field, not a parameter property: Node runs this file with its types stripped.
  constructor(read: (key: K) => Promise<T>) {
    this.read = read;
  }

  get(key: K): Promise<T> {
    const entry = this.reads.get(key);
    if (!entry) return this.start(key);
    if (!entry.next) {
      const after = entry.running.then(
        () => {},
        () => {},
      );
      entry.next = after.then(() => this.start(key));
    }
    return entry.next;
  }

  private start(key: K): Promise<T> {
    // The read starts once the server has taken in what has arrived (setImmediate: after the
    // requests read from the network in this turn), so that they share it; on the embedded
    // database a read would otherwise end before the next request is even parsed.
    const running = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.read(key));
    const entry = { running, next: null as Promise<T> | null };
    this.reads.set(key, entry);
    const done = () => {
      // The next read (if any) has taken the entry over by now; otherwise nobody waits.
      if (this.reads.get(key) === entry && !entry.next) this.reads.delete(key);
    };
    running.then(done, done);
    return running;
  }
}
