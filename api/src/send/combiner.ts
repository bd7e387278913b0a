/**
 * Combines the calls made while other jobs of this process run (everything added before the
 * next turn of the event loop, up to `max`) into one call of `run`: many concurrent deliveries
 * read or write their rows in one statement instead of one each. Every caller still waits for
 * its own result, so a job ends only after its row was written.
 */
export class Combiner<I, O> {
  private waiting: Array<{ item: I; resolve: (value: O) => void; reject: (error: unknown) => void }> = [];
  private scheduled = false;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly max = 200,
  ) {}

  call(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.waiting.length >= this.max) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.waiting.splice(0, this.max);
    if (!batch.length) return;
    if (this.waiting.length && !this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    this.run(batch.map((b) => b.item)).then(
      (results) => batch.forEach((b, i) => b.resolve(results[i]!)),
      (error: unknown) => batch.forEach((b) => b.reject(error)),
    );
  }
}
