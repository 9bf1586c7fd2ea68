// Writes each web app's feature fences into its biome.json from the folders under src/features/, so
// a new feature is fenced the moment its folder exists: nobody keeps a list that can miss one (the
// hand-written lists had already missed notifications and settings). `npm test` runs it with --check
// and fails when a committed biome.json is stale; run it without --check to rewrite them.
//
// What a fence says (DESIGN §3): a feature never imports another feature, nor app/. Patterns name
// the ways OUT of a feature (`@/features/x`, `../x`, `../../x`), never a bare folder name anywhere
// in a path, so `@talent/ui/notifications/...` stays open to a feature while `notifications` is one.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const FEATURE_INCLUDE = /^src\/features\/([^/]+)\/\*\*$/;

/** The feature folders of one app, sorted so the output does not depend on the file system. */
export function featuresOf(appDir) {
  const dir = join(appDir, 'src', 'features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

// A relative import leaves its feature by climbing (`../`, any number of times) and naming a sibling;
// `**/../x/**` matches every depth, where `**/x/**` would also catch a package path such as
// `@talent/ui/x/...`.
function waysInto(folder) {
  return [`**/../${folder}`, `**/../${folder}/**`];
}

function featureFence(feature, others) {
  return {
    group: ['@/features/**', `!@/features/${feature}/**`, ...others.flatMap(waysInto)],
    message:
      `A feature never imports another feature (DESIGN §3): features/${feature} shares with the others ` +
      'through @talent/contract, @talent/ui, lib/ or components/, and app/ composes features in its routes.',
  };
}

const appFence = {
  group: ['@/app/**', ...waysInto('app')],
  message:
    'Imports go one way, app → features → components/lib: features/ never import app/. A test that needs ' +
    'the router renders it with @/test/render-app.',
};

function restrictedImports(patterns) {
  return { linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } } };
}

/**
 * The app's biome.json with its feature overrides written afresh from `features`. Overrides for other
 * paths (components/, lib/) are kept as they are. A Biome override REPLACES a rule's options, so the
 * app-wide patterns (e.g. "the studio never imports the portal") are repeated in every fence.
 */
export function withFences(config, features) {
  const appWide = config.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
  const kept = (config.overrides ?? []).filter(
    (override) => !(override.includes?.length === 1 && FEATURE_INCLUDE.test(override.includes[0])),
  );
  const fences = features.map((feature) => ({
    includes: [`src/features/${feature}/**`],
    ...restrictedImports([
      featureFence(
        feature,
        features.filter((other) => other !== feature),
      ),
      appFence,
      ...appWide,
    ]),
  }));
  return { ...config, overrides: [...fences, ...kept] };
}

/** Every app under `root` that has src/features/, with its biome.json as it is and as it should be. */
export function fencePlan(root) {
  const appsDir = join(root, 'apps');
  return readdirSync(appsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(appsDir, entry.name))
    .filter((appDir) => featuresOf(appDir).length > 0)
    .map((appDir) => {
      const file = join(appDir, 'biome.json');
      const current = readFileSync(file, 'utf8');
      const wanted = `${JSON.stringify(withFences(JSON.parse(current), featuresOf(appDir)), null, 2)}\n`;
      return { file, current, wanted };
    });
}

function main() {
  const root = resolve(import.meta.dirname, '../..');
  const check = process.argv.includes('--check');
  const stale = fencePlan(root).filter((plan) => plan.current !== plan.wanted);
  for (const plan of stale) {
    const name = relative(root, plan.file);
    if (check) console.error(`${name} does not fence the feature folders as they are now.`);
    else {
      writeFileSync(plan.file, plan.wanted);
      console.info(`wrote ${name}`);
    }
  }
  if (check && stale.length > 0) {
    console.error('Run `npm run fences` to write them, and commit the result.');
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
