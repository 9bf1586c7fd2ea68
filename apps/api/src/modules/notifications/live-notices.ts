import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { JobLog } from '../jobs/job-queue';

const CHANNEL = 'talent_notices';
/** NOTIFY payloads must stay under 8,000 bytes: about 200 user ids of 36 characters. */
const IDS_PER_NOTIFY = 200;

/**
 * Tells the open notice streams of a user that something changed (DESIGN §8). In one process an
 * event emitter does it; with PostgreSQL the news goes through LISTEN/NOTIFY, so a notice made by
 * a worker or another API process reaches the stream wherever it is open.
 */
export class LiveNotices {
  private readonly local = new EventEmitter();
  private listener: pg.Client | undefined;

  constructor(
    private readonly postgresUrl: string | undefined,
    private readonly log: JobLog,
  ) {
    this.local.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (!this.postgresUrl) return;
    const client = new pg.Client({ connectionString: this.postgresUrl });
    client.on('error', (error) => this.log.error({ err: error }, 'the live notice channel failed'));
    client.on('notification', (message) => {
      for (const userId of (message.payload ?? '').split(',')) if (userId) this.local.emit(userId);
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  async stop(): Promise<void> {
    this.local.removeAllListeners();
    await this.listener?.end().catch(() => {});
    this.listener = undefined;
  }

  /** Calls `onChange` whenever the user's notices change; answers the function that stops it. */
  subscribe(userId: string, onChange: () => void): () => void {
    this.local.on(userId, onChange);
    return () => this.local.off(userId, onChange);
  }

  /** `notify` sends one NOTIFY (through the app's pool) with a batch of user ids. */
  async publish(userIds: readonly string[], notify: (channel: string, payload: string) => Promise<void>) {
    const unique = [...new Set(userIds)];
    if (!this.postgresUrl) {
      for (const userId of unique) this.local.emit(userId);
      return;
    }
    for (let start = 0; start < unique.length; start += IDS_PER_NOTIFY) {
      await notify(CHANNEL, unique.slice(start, start + IDS_PER_NOTIFY).join(','));
    }
  }
}
