import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';

/**
 * Statements this process names, and so prepares once per connection. Kysely builds a bounded set of
 * SQL texts (parameters are placeholders), a few hundred here; past the cap a new text is sent unnamed,
 * so a process that somehow meets endless texts keeps a bounded cache on each backend.
 */
const MAX_NAMED_STATEMENTS = 1_000;
/** A statement with more parameters than this is a bulk insert: run rarely, and large to keep. */
const MAX_NAMED_PARAMETERS = 100;

/**
 * SQL text → statement name, shared by every pool of the process (a name is parsed on each connection
 * the first time that connection runs it; pg remembers which connections have).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private issued = 0;

  constructor(private readonly capacity = MAX_NAMED_STATEMENTS) {}

  nameOf(sql: string, parameterCount: number): string | undefined {
    // Without parameters pg uses the simple protocol: transaction control, VACUUM and DDL stay there.
    if (parameterCount === 0 || parameterCount > MAX_NAMED_PARAMETERS) return undefined;
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.capacity) return known;
    const name = `s${++this.issued}`;
    this.names.set(sql, name);
    return name;
  }

  /** The next run of `sql` is parsed afresh, under a new name. */
  forget(sql: string): void {
    this.names.delete(sql);
  }
}

const processNames = new StatementNames();

/**
 * A `select *` prepared before its table gained or lost a column (a migration while the process runs):
 * PostgreSQL refuses to run it with another result shape. Outside a transaction it is run again under a
 * new name; inside one the transaction has failed already and the error goes to its caller.
 */
const isStaleResultShape = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: unknown }).code === '0A000' &&
  error.message.includes('cached plan must not change result type');

/**
 * A pg pool for Kysely whose statements with parameters are named, so each backend parses them once and,
 * after a few runs, keeps a plan: under the mixed load parsing and planning were about a third of
 * PostgreSQL's CPU time per request (decision 0007, point 8).
 */
export function createPostgresPool(
  connectionString: string,
  onError: (error: Error) => void,
  names: StatementNames = processNames,
): PostgresPool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // The next query reports the outage to its caller (health answers 503); this only keeps the process up.
  pool.on('error', onError);
  // One wrapper per pg client: Kysely keeps its connection object per client it is handed.
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = namingClient(client, names);
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function namingClient(client: pg.PoolClient, names: StatementNames): PostgresPoolClient {
  const run = <R>(text: string, values: unknown[]) => {
    const name = names.nameOf(text, values.length);
    return (name === undefined
      ? client.query(text, values)
      : client.query({ name, text, values })) as unknown as Promise<PostgresQueryResult<R>>;
  };
  // Kysely opens and ends transactions with these plain statements.
  let inTransaction = false;
  return {
    async query<R>(text: string, parameters: ReadonlyArray<unknown>) {
      const values = [...parameters];
      if (/^(begin|start transaction)\b/i.test(text)) inTransaction = true;
      else if (/^(commit|rollback)$/i.test(text)) inTransaction = false;
      try {
        return await run<R>(text, values);
      } catch (error) {
        if (!isStaleResultShape(error)) throw error;
        names.forget(text);
        if (inTransaction) throw error;
        return run<R>(text, values);
      }
    },
    release: () => client.release(),
  } as PostgresPoolClient;
}
