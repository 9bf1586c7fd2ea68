/**
 * Work that runs after the answer was sent (e.g. a password reset e-mail, so an existing account
 * does not answer slower than an unknown one). Failures are reported to `onError`, never thrown;
 * `idle()` waits for what is running, which closing the server and tests rely on.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  run(task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch(this.onError)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
