#!/usr/bin/env node
/**
 * Budgets of DESIGN §5 for the casting studio: the first page's JavaScript ≤ 180 KB gzip. A visitor's
 * first page is sign-in, a signed-in user's is the home page. The applicant pages, the ones a casting
 * director spends the day on and the likeliest to grow, keep room below the ceiling: ≤ 170 KB. Every
 * other route keeps the portal's 200 KB. The viewer's page of a presentation (/p/{token}, its own entry
 * presentation.html), opened by a producer on a phone: ≤ 150 KB. Measured as the portal's are
 * (scripts/build/route-js-budget.mjs): exits 1 over a budget.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRouteBudgets } from '../../../scripts/build/route-js-budget.mjs';

const FIRST_PAGE_BUDGET_KB = 180;
const APPLICANT_PAGE_BUDGET_KB = 170;
const ROUTE_BUDGET_KB = 200;
const PRESENTATION_PAGE_BUDGET_KB = 150;
const FIRST_PAGES = new Set(['/login', '/']);
const APPLICANT_PAGES = new Set([
  '/castings/:castingId/applicants',
  '/castings/:castingId/applicants/:applicationId',
]);

function budgetKb(path) {
  if (FIRST_PAGES.has(path)) return FIRST_PAGE_BUDGET_KB;
  if (APPLICANT_PAGES.has(path)) return APPLICANT_PAGE_BUDGET_KB;
  return ROUTE_BUDGET_KB;
}

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// A renamed route would quietly fall back to the 200 KB budget: name it here too, or the build stops.
const routesSource = readFileSync(resolve(appRoot, 'src/app/app-routes.tsx'), 'utf8');
for (const path of APPLICANT_PAGES)
  if (!routesSource.includes(`path="${path}"`)) {
    console.error(`bundle-size: no ${path} route in app-routes.tsx (renamed? update APPLICANT_PAGES)`);
    process.exit(1);
  }

checkRouteBudgets({
  appRoot,
  budgetKb,
  requiredRoute: '/login',
  pages: [{ path: '/p/:token', entry: 'presentation.html', budgetKb: PRESENTATION_PAGE_BUDGET_KB }],
});
