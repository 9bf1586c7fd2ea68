import { HttpError } from '../../http-error';
import type { HealthRepository } from './health.repository';

export class HealthService {
  constructor(private readonly repository: HealthRepository) {}

  async check(): Promise<{ status: 'ok' }> {
    try {
      await this.repository.ping();
    } catch (error) {
      // The cause reaches the log (the errors plugin logs every 5xx), never the wire.
      throw Object.assign(new HttpError(503, 'SERVICE_UNAVAILABLE', 'The database is unreachable'), {
        cause: error,
      });
    }
    return { status: 'ok' };
  }
}
