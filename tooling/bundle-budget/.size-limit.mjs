import { budgetChecks } from './src/budget-checks.mjs';
import { budgetOptions } from './src/budget-options.mjs';

export default await budgetChecks(budgetOptions());
