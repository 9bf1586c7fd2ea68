import { parseArgs } from 'node:util';
import { ROLES, registerSchema } from '@talent/contract/auth';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { HttpError } from './http-error';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';

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
  help          Show this help.

The database is the server's: DATA_DIR (default ./data) or DATABASE_URL.`;

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

async function createUser(args: string[]): Promise<void> {
  const input = parseCreateUser(args);
  const config = loadConfig(process.env);
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const user = await new AuthService(new AuthRepository(db), config).createUser(input);
    console.info(user.id);
  } finally {
    await db.destroy();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case 'create-user':
        await createUser(args);
        return EXIT_OK;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.info(HELP);
        return command === undefined ? EXIT_USAGE : EXIT_OK;
      default:
        throw new UsageError(`Unknown command "${command}". Run \`npm run cli -- help\` for the list.`);
    }
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
    if (error instanceof HttpError) {
      console.error(`${command}: ${error.message}`);
      return EXIT_FAILED;
    }
    console.error(`${command}: failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_FAILED;
  }
}

process.exitCode = await main(process.argv.slice(2));
