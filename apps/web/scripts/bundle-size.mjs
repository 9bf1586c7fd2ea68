#!/usr/bin/env node
/**
 * Budgets of DESIGN §5 for the talent portal: the JavaScript a route loads, gzip. /login ≤ 140 KB
 * (room under the 150 KB ceiling, heading for 110), every other route ≤ 200 KB. The measuring is
 * shared with the studio (scripts/build/route-js-budget.mjs): exits 1 when a budget is exceeded; with --json prints the rows (for `npm run bench`) and exits 0.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRouteBudgets } from '../../../scripts/build/route-js-budget.mjs';

const LOGIN_BUDGET_KB = 140;
const ROUTE_BUDGET_KB = 200;

checkRouteBudgets({
  appRoot: resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  budgetKb: (path) => (path === '/login' ? LOGIN_BUDGET_KB : ROUTE_BUDGET_KB),
  requiredRoute: '/login',
});
