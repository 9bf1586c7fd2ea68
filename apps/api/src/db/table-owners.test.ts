import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table (DESIGN §16): each table is written by one module's repository; another module
 * that must change it calls the owner's service (handing it a transaction where the write has to
 * commit with its own change). This test reads the source of every module, lists the tables each file
 * writes and fails on a write from a module that does not own the table.
 */
const OWNERS: Record<string, string> = {
  users: 'auth',
  sessions: 'auth',
  refresh_tokens: 'auth',
  login_attempts: 'auth',
  password_reset_tokens: 'auth',
  birth_date_corrections: 'account',
  talent_profiles: 'profiles',
  talent_search_words: 'profiles',
  children: 'children',
  client_accounts: 'clients',
  castings: 'castings',
  casting_counts: 'castings',
  applications: 'applications',
  application_status_changes: 'applications',
  application_notes: 'applications',
  casting_visits: 'applications',
  self_tape_requests: 'self-tapes',
  saved_searches: 'saved-searches',
  profile_views: 'directory',
  talent_lists: 'talent-lists',
  talent_list_members: 'talent-lists',
  invitations: 'invitations',
  audition_sessions: 'auditions',
  auditions: 'auditions',
  casting_sides: 'auditions',
  sides_downloads: 'auditions',
  presentations: 'presentations',
  presentation_talents: 'presentations',
  presentation_viewers: 'presentations',
  presentation_votes: 'presentations',
  presentation_plays: 'presentations',
  presentation_unlock_failures: 'presentations',
  conversations: 'messages',
  messages: 'messages',
  message_attachments: 'messages',
  reports: 'moderation',
  instruments: 'skills',
  sports: 'skills',
  dances: 'skills',
  riding_skills: 'skills',
  languages: 'skills',
  distinctive_marks: 'skills',
  photos: 'media',
  videos: 'media',
  child_media_access: 'media',
  resumable_uploads: 'media',
  child_work_checklists: 'child-work',
  notifications: 'notifications',
  notification_preferences: 'notifications',
  jobs: 'jobs',
};

const src = join(import.meta.dirname, '..');
const modulesDir = join(src, 'modules');

/** The tables of `export interface Database { ... }` in schema.ts. */
function knownTables(): Set<string> {
  const schema = readFileSync(join(src, 'db/schema.ts'), 'utf8');
  const body = schema.match(/export interface Database \{([^}]*)\}/)?.[1] ?? '';
  return new Set([...body.matchAll(/^\s*([a-z_]+):/gm)].map((match) => match[1] as string));
}

const WRITE = /\.\s*(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*([^)]*?)\s*\)/g;
const CHUNKED = /insertInChunks\(\s*\w+\s*,\s*([^,)]+)/g;
const RAW = /sql`\s*(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+"?([a-z_]+)/gi;

/**
 * The tables a write with a computed name can reach: every table name the file spells in a literal
 * union type, an UPPER_CASE constant or a `for (... of [...])` list.
 */
function declaredTables(text: string, tables: Set<string>): string[] {
  const places = [
    ...text.matchAll(/^type \w+(?:<[^>]*>)? = ('[a-z_]+'(?:\s*\|\s*'[a-z_]+')*);/gm),
    ...text.matchAll(/^const [A-Z_]+ = \{([^}]*)\}/gm),
    ...text.matchAll(/\bof \[([^\]]*)\]/g),
  ];
  const names = places.flatMap((place) => [...(place[1] ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]));
  return [...new Set(names)].filter((name): name is string => name !== undefined && tables.has(name));
}

interface Write {
  file: string;
  module: string;
  table: string;
}

function writesOf(file: string, tables: Set<string>): Write[] {
  const text = readFileSync(file, 'utf8');
  const module = relative(modulesDir, file).split('/')[0] as string;
  const name = relative(src, file);
  const targets = [
    ...[...text.matchAll(WRITE)].map((match) => match[2] ?? ''),
    ...[...text.matchAll(CHUNKED)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(RAW)].map((match) => `'${match[1]}'`),
  ];
  return targets.flatMap((target) => {
    const literal = target.match(/^'([a-z_]+)'$/)?.[1];
    const reached = literal ? [literal] : declaredTables(text, tables);
    if (reached.length === 0) throw new Error(`${name}: cannot tell which table \`${target}\` is`);
    return reached.map((table) => ({ file: name, module, table }));
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const tables = knownTables();
const writes = sourceFiles(modulesDir).flatMap((file) => writesOf(file, tables));
const describeWrite = (write: Write) => `${write.file} writes ${write.table}`;

describe('one owner per table', () => {
  it('has an owner for every table and reads writes in every module', () => {
    expect([...tables].filter((table) => !(table in OWNERS))).toEqual([]);
    expect(writes.length).toBeGreaterThan(50);
    // The computed names resolve: skills' six tables and media's two.
    expect(writes.filter((write) => write.module === 'skills').map((write) => write.table)).toContain(
      'riding_skills',
    );
  });

  it('writes each table only from the module that owns it', () => {
    const strangers = [...new Set(writes.filter((w) => OWNERS[w.table] !== w.module).map(describeWrite))];
    expect(strangers.sort()).toEqual([]);
  });
});

/**
 * The other half of the rule, in the composition root: a repository is handed only to its own
 * module's pieces (a service, a guard, a job definition). Another module gets the owner's service.
 * Reads container.ts: which module each imported name comes from, which variables hold repositories,
 * and what each constructor or function call there is given directly.
 */
function strangerRepositoriesInContainer(): string[] {
  // Without comments: a comment's words are not arguments.
  const text = readFileSync(join(src, 'container.ts'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const moduleOf = new Map<string, string>();
  for (const [, names = '', module = ''] of text.matchAll(
    /import \{([^}]*)\} from '\.\/modules\/([^/]+)\//g,
  )) {
    for (const name of names.split(',')) moduleOf.set(name.replace(/^\s*type\s+/, '').trim(), module);
  }
  const repositoryOf = new Map<string, string>();
  for (const [, variable = '', name = ''] of text.matchAll(/const (\w+) = new (\w+Repository)\(/g)) {
    repositoryOf.set(variable, moduleOf.get(name) ?? name);
  }
  const strangers: string[] = [];
  for (const call of text.matchAll(/\b(\w+)\(/g)) {
    const callee = call[1] as string;
    const module = moduleOf.get(callee);
    if (!module) continue;
    // The call's own arguments, with the arguments of the calls nested in them left out.
    let depth = 0;
    let direct = '';
    for (let index = (call.index ?? 0) + call[0].length; index < text.length; index++) {
      const char = text[index] as string;
      if (char === ')' && depth === 0) break;
      if (char === '(') depth++;
      if (char === ')') depth--;
      if (depth === 0 && char !== ')') direct += char;
    }
    const handed = [
      ...[...direct.matchAll(/new (\w+Repository)\b/g)].map(
        (match) => moduleOf.get(match[1] as string) ?? '',
      ),
      ...[...direct.matchAll(/\b\w+\b/g)].flatMap((match) => repositoryOf.get(match[0]) ?? []),
    ];
    for (const owner of handed)
      if (owner !== module) strangers.push(`${callee} (${module}) is handed ${owner}'s repository`);
  }
  return [...new Set(strangers)].sort();
}

describe('one owner per table, in the composition root', () => {
  it('hands each repository only to its own module; other modules get the owner service', () => {
    expect(strangerRepositoriesInContainer()).toEqual([]);
  });
});
