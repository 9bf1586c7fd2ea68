import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { APPLICATION_STATUSES, applicationStatusSchema } from '@talent/contract/applications';
import { birthDateCorrectionSchema, ROLES, registerSchema } from '@talent/contract/auth';
import { CASTING_STATUSES, castingStatusSchema } from '@talent/contract/castings';
import { z } from 'zod';
import { type Config, ConfigError, loadConfig } from './config';
import type { Container } from './container';
import { HttpError } from './http-error';
import { createLogger } from './logger';
import { isStaffRole, OPERATOR_CLI } from './modules/auth/auth.service';
import { validateCastingRecords } from './modules/castings/castings.service';
import { jobSettings } from './modules/jobs/job-kind';
import { kindsListing } from './modules/jobs/job-kinds-listing';
import { JOB_KINDS } from './modules/jobs/job-registry';

/**
 * The operator CLI: `npm run cli -- <command> [options]`. It uses the same config, migrations,
 * services and repositories as the server, so a user made here is exactly like a registered one.
 */

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

const HELP = `Talent Portal CLI

Usage: npm run cli -- <command> [options]

Commands:
  create-user   Create a user of any role and print its id.
                  --role ADMIN|CLIENT|TALENT   (required)
                  --email <address>            (required)
                  --password <password>        (required, at least 8 characters)
                  --first-name <name>          (required)
                  --last-name <name>           (required)
                  --phone <+40721234567>       (optional)
                  --gender MALE|FEMALE         (optional)
                  --birth-date <YYYY-MM-DD>    (optional)
                  --language RO|EN             (optional, default RO)
                e.g. npm run cli -- create-user --role CLIENT --email director@agentie.ro \\
                       --password 'o-parola-lunga' --first-name Dana --last-name Ionescu

  import-castings <file.json> --owner <email>
                Import a JSON array of castings (the fields of POST /api/castings) owned by a
                CLIENT or ADMIN. Every record is checked first and every problem is printed as
                "record N (title): field: message"; if any record is wrong nothing is imported.
                Otherwise all are imported in one transaction, with unique slugs.
                e.g. npm run cli -- import-castings castings.json --owner director@agentie.ro

  casting-status <id-or-slug> <STATUS>
                Move a casting to ${CASTING_STATUSES.join(', ')}. Allowed:
                DRAFT → PUBLISHED or CANCELLED; PUBLISHED → SUSPENDED, CLOSED or CANCELLED;
                SUSPENDED → PUBLISHED, CLOSED or CANCELLED; CLOSED and CANCELLED are final.
                e.g. npm run cli -- casting-status figuranti-pentru-serialul-vlad-bucuresti CLOSED

  application-status <application-id> <STATUS>
                Move an application to ${APPLICATION_STATUSES.join(', ')}, recorded in the
                history the talent sees. Forward only; ACCEPTED and REJECTED are final.
                e.g. npm run cli -- application-status 3f0c…-…-… SHORTLISTED

  correct-birth-date <email> <YYYY-MM-DD> --admin <email> --reason <text>
                Correct a wrong birth date (users cannot change it after registration). The
                account and its own talent profile change together, and the correction is
                recorded with the ADMIN who made it, the old and new dates and the reason.
                A guardian's date cannot be set under 18 while guardian mode is on.
                e.g. npm run cli -- correct-birth-date ana@example.com 1994-03-12 \\
                       --admin admin@agentie.ro --reason 'Typo at sign-up; ID card checked'

  list-applications [--casting <slug>]
                Print applications, newest first: id, casting slug, talent e-mail, status, date.
                e.g. npm run cli -- list-applications --casting figuranti-pentru-serialul-vlad-bucuresti

  jobs [--retry <id>] [--limit <n>] [--kinds]
                The durable job queue (e-mails, notices): how many are queued, running,
                completed and failed, and the failed ones with their last error (default 20).
                --retry puts a failed job back in the queue for a fresh set of tries.
                --kinds lists every kind of job instead: its name, what it does, its tries,
                concurrency and longest run, and its payload's fields.
                e.g. npm run cli -- jobs --kinds

  convert-videos
                Queue the conversion to a web MP4 of every video that has none: uploaded before
                the conversion pipeline, or while ffmpeg was missing. Each is shown as being
                processed until its MP4 is ready. Safe to run again: nothing is queued twice.
                Videos longer than VIDEO_MAX_DURATION_SECONDS stay as they are.
                e.g. npm run cli -- convert-videos

  help          Show this help.

The database is the server's: DATA_DIR (default ./data) or DATABASE_URL.
Exit codes: 0 done, 1 refused or failed (the reason is printed), 2 wrong command or options.`;

class UsageError extends Error {}

const shape = registerSchema.shape;
const createUserSchema = z.object({
  role: z.enum(ROLES, { error: 'must be ADMIN, CLIENT or TALENT' }),
  email: shape.email,
  password: shape.password,
  firstName: shape.firstName,
  lastName: shape.lastName,
  phone: shape.phone.optional(),
  gender: shape.gender.optional(),
  birthDate: shape.birthDate.optional(),
  preferredLanguage: shape.preferredLanguage,
});

function parseCreateUser(args: string[]) {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      phone: { type: 'string' },
      gender: { type: 'string' },
      'birth-date': { type: 'string' },
      language: { type: 'string' },
    },
  });
  const missing = ['role', 'email', 'password', 'first-name', 'last-name'].filter(
    (name) => values[name as keyof typeof values] === undefined,
  );
  if (missing.length > 0) {
    throw new UsageError(`create-user: missing ${missing.map((name) => `--${name}`).join(', ')}`);
  }
  const parsed = createUserSchema.safeParse({
    role: values.role?.toUpperCase(),
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
    phone: values.phone,
    gender: values.gender?.toUpperCase(),
    birthDate: values['birth-date'],
    preferredLanguage: values.language?.toUpperCase(),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const option = String(issue?.path[0] ?? '').replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);
    const flag = option === 'preferred-language' ? '--language' : `--${option}`;
    throw new UsageError(`create-user: ${flag}: ${issue?.message ?? 'invalid value'}`);
  }
  return parsed.data;
}

/** A refusal with a reason for the operator (exit code 1), printed as it is. */
class CommandError extends Error {}

/** The server's own database, migrated, and the same services as the API, built by the same function. */
async function withServices<T>(work: (services: Container & { config: Config }) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  // Warnings and errors only (a job that cannot be queued): the command's own output stays readable.
  const log = createLogger({ logLevel: 'warn' }, process.stderr);
  // Loaded only for a command that works on the data: help and wrong options answer at once.
  const { createContainer } = await import('./container');
  // Only to queue (a status move's notices and reminders, a decision's e-mail): the server's workers run them.
  const container = await createContainer(config, { log, background: false });
  try {
    await container.start();
    return await work({ ...container, config });
  } finally {
    await container.stop();
  }
}

async function createUser(args: string[]): Promise<void> {
  const input = parseCreateUser(args);
  await withServices(async ({ auth }) => {
    const user = await auth.createUser(input);
    console.info(user.id);
  });
}

async function importCastings(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: { owner: { type: 'string' } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0)
    throw new UsageError('import-castings: give one JSON file: import-castings <file.json> --owner <email>');
  if (!values.owner)
    throw new UsageError('import-castings: missing --owner <email> (a CLIENT or ADMIN account)');

  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CommandError(`import-castings: cannot read ${file}: ${(error as Error).message}`);
  }
  let records: unknown;
  try {
    records = JSON.parse(text);
  } catch (error) {
    throw new CommandError(`import-castings: ${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(records)) {
    throw new CommandError(`import-castings: ${file} must hold a JSON array of castings`);
  }
  const checked = validateCastingRecords(records);
  if (!checked.ok) {
    for (const issue of checked.issues) {
      console.error(`record ${issue.record} (${issue.title}): ${issue.field}: ${issue.message}`);
    }
    const wrong = new Set(checked.issues.map((issue) => issue.record)).size;
    throw new CommandError(
      `import-castings: nothing imported: ${wrong} of ${records.length} record${records.length === 1 ? '' : 's'} ${wrong === 1 ? 'has' : 'have'} errors`,
    );
  }

  await withServices(async ({ auth, castings }) => {
    const owner = await auth.findUserByEmail(values.owner!);
    if (!owner)
      throw new CommandError(`import-castings: --owner: no account with the e-mail ${values.owner}`);
    if (!isStaffRole(owner.role)) {
      throw new CommandError(
        `import-castings: --owner: ${owner.email} is a ${owner.role}; castings belong to CLIENT or ADMIN accounts`,
      );
    }
    const count = await castings.importMany(owner.id, checked.payloads);
    console.info(`Imported ${count} casting${count === 1 ? '' : 's'} owned by ${owner.email}.`);
  });
}

/** Two positionals: what to move and where to. */
function target(command: string, args: string[], what: string): [string, string] {
  const { positionals } = parseArgs({ args, strict: true, allowPositionals: true, options: {} });
  if (positionals.length !== 2) throw new UsageError(`${command}: usage: ${command} <${what}> <STATUS>`);
  return [positionals[0]!, positionals[1]!.toUpperCase()];
}

async function castingStatus(args: string[]): Promise<void> {
  const [key, rawStatus] = target('casting-status', args, 'id-or-slug');
  const status = castingStatusSchema.safeParse(rawStatus);
  if (!status.success) {
    throw new UsageError(
      `casting-status: unknown status ${rawStatus}; use one of ${CASTING_STATUSES.join(', ')}`,
    );
  }
  await withServices(async ({ castings }) => {
    const { from, casting } = await castings.changeStatus(OPERATOR_CLI, key, status.data);
    console.info(`Casting ${casting.slug}: ${from} → ${casting.status}`);
  });
}

async function applicationStatus(args: string[]): Promise<void> {
  const [id, rawStatus] = target('application-status', args, 'application-id');
  const status = applicationStatusSchema.safeParse(rawStatus);
  if (!status.success) {
    throw new UsageError(
      `application-status: unknown status ${rawStatus}; use one of ${APPLICATION_STATUSES.join(', ')}`,
    );
  }
  await withServices(async ({ applications }) => {
    const { from, application } = await applications.changeStatus(OPERATOR_CLI, id, status.data);
    console.info(
      `Application ${application.id} (${application.casting?.slug ?? application.castingId}, ${application.talentName}): ${from} → ${application.status}`,
    );
  });
}

async function correctBirthDate(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: { admin: { type: 'string' }, reason: { type: 'string' } },
  });
  const usage = 'correct-birth-date <email> <YYYY-MM-DD> --admin <email> --reason <text>';
  if (positionals.length !== 2) throw new UsageError(`correct-birth-date: usage: ${usage}`);
  if (!values.admin) throw new UsageError('correct-birth-date: missing --admin <email> (an ADMIN account)');
  const parsed = birthDateCorrectionSchema.safeParse({
    email: positionals[0],
    birthDate: positionals[1],
    reason: values.reason ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const what = issue?.path[0] === 'reason' ? '--reason' : String(issue?.path[0] ?? '');
    throw new UsageError(`correct-birth-date: ${what}: ${issue?.message ?? 'invalid value'}`);
  }
  await withServices(async ({ auth, birthDates }) => {
    const admin = await auth.findUserByEmail(values.admin!);
    if (!admin)
      throw new CommandError(`correct-birth-date: --admin: no account with the e-mail ${values.admin}`);
    const { before, user } = await birthDates.correct(admin.id, parsed.data);
    console.info(
      `Birth date of ${user.email}: ${before ?? 'none'} → ${user.birthDate} (recorded, by ${admin.email})`,
    );
  });
}

async function listApplications(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, strict: true, options: { casting: { type: 'string' } } });
  await withServices(async ({ applications, castings }) => {
    // An unknown slug is an error rather than an empty list: a typo should not look like "no one applied".
    if (values.casting !== undefined) await castings.getForStaff(OPERATOR_CLI, { slug: values.casting });
    const rows = await applications.listForOperator(values.casting);
    if (rows.length === 0) {
      console.info('No applications.');
      return;
    }
    const table = [
      ['ID', 'CASTING', 'TALENT', 'STATUS', 'APPLIED'],
      ...rows.map((row) => [row.id, row.casting_slug, row.talent_email, row.status, row.applied_at]),
    ];
    const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
    for (const line of table) {
      console.info(
        line
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join('  ')
          .trimEnd(),
      );
    }
  });
}

/** `jobs`: the queue's counts and the given-up jobs with their last error; `--retry <id>` tries one again. */
async function jobsCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    strict: true,
    options: { retry: { type: 'string' }, limit: { type: 'string' }, kinds: { type: 'boolean' } },
  });
  if (values.kinds) {
    // The registry as this configuration runs it: no database needed.
    for (const line of kindsListing(JOB_KINDS, jobSettings(loadConfig(process.env)))) console.info(line);
    return;
  }
  await withServices(async ({ jobs }) => {
    if (values.retry) {
      if (!(await jobs.retry(values.retry)))
        throw new CommandError(`jobs: --retry: no failed job with the id ${values.retry}`);
      console.info(`Job ${values.retry} is queued again.`);
      return;
    }
    const limit = Number(values.limit ?? 20);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new UsageError('jobs: --limit: a whole number from 1 to 1000');
    const counts = await jobs.counts();
    console.info(
      `Jobs (${jobs.kind}): ${counts.queued} queued, ${counts.active} running, ${counts.completed} completed, ${counts.failed} failed`,
    );
    const failed = await jobs.failed(limit);
    if (failed.length === 0) {
      console.info('No failed jobs.');
      return;
    }
    console.info('');
    console.info(`Failed jobs, newest first (retry one with: npm run cli -- jobs --retry <id>):`);
    for (const job of failed) {
      console.info(`${job.id}  ${job.name}  ${job.failedAt}  after ${job.attempts} tries`);
      console.info(`  ${job.lastError.split('\n')[0]}`);
    }
  });
}

/** `convert-videos`: conversions for the videos that have no MP4 of the pipeline (issue 30). */
async function convertVideos(args: string[]): Promise<void> {
  parseArgs({ args, strict: true, options: {} });
  await withServices(async ({ videos }) => {
    const { queued, short, alreadyQueued, tooLong } = await videos.queueUnconverted();
    if (queued + alreadyQueued + tooLong === 0) {
      console.info('No videos without an MP4: nothing to convert.');
      return;
    }
    console.info(
      `Queued ${queued} video${queued === 1 ? '' : 's'} for conversion (${short} short, ${queued - short} long); ${alreadyQueued} already queued; ${tooLong} longer than VIDEO_MAX_DURATION_SECONDS left as they are.`,
    );
  });
}

const COMMANDS = new Map<string, (args: string[]) => Promise<void>>([
  ['convert-videos', convertVideos],
  ['jobs', jobsCommand],
  ['create-user', createUser],
  ['import-castings', importCastings],
  ['casting-status', castingStatus],
  ['application-status', applicationStatus],
  ['correct-birth-date', correctBirthDate],
  ['list-applications', listApplications],
]);
const HELP_COMMANDS = new Set(['help', '--help', '-h']);

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === undefined || HELP_COMMANDS.has(command)) {
      console.info(HELP);
      return command === undefined ? EXIT_USAGE : EXIT_OK;
    }
    const run = COMMANDS.get(command);
    if (!run) throw new UsageError(`Unknown command "${command}". Run \`npm run cli -- help\` for the list.`);
    await run(args);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      return EXIT_USAGE;
    }
    // parseArgs reports unknown or value-less options as TypeErrors with a readable message.
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${command}: ${error.message}`);
      return EXIT_USAGE;
    }
    if (error instanceof CommandError) {
      console.error(error.message);
      return EXIT_FAILED;
    }
    if (error instanceof HttpError) {
      const details = error.fields
        ? Object.values(error.fields)
            .filter((detail) => detail !== error.message)
            .map((detail) => ` (${detail})`)
            .join('')
        : '';
      console.error(`${command}: ${error.message}${details}`);
      return EXIT_FAILED;
    }
    console.error(`${command}: failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_FAILED;
  }
}

process.exitCode = await main(process.argv.slice(2));
