#!/usr/bin/env node
/**
 * Budgets of DESIGN §5 for the casting studio: the first page's JavaScript ≤ 180 KB gzip. A visitor's
 * first page is sign-in, a signed-in user's is the home page; every other route keeps the portal's
 * 200 KB. Measured as the portal's are (scripts/build/route-js-budget.mjs): exits 1 over a budget.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRouteBudgets } from '../../../scripts/build/route-js-budget.mjs';

const FIRST_PAGE_BUDGET_KB = 180;
const ROUTE_BUDGET_KB = 200;
const FIRST_PAGES = new Set(['/login', '/']);

checkRouteBudgets({
  appRoot: resolve(dirname(fileURLToPath(import.meta.url)), '..'),
  budgetKb: (path) => (FIRST_PAGES.has(path) ? FIRST_PAGE_BUDGET_KB : ROUTE_BUDGET_KB),
  requiredRoute: '/login',
});
