// What a partner pays for each widget: the sdk and widgets packed as
// published, installed from the tarballs (examples/partner), each widget
// bundled alone with everything it brings, react and react-dom external.
// The same figures `npm test` holds to the budget (scripts/widget-sizes.ts).
import { execFileSync } from 'node:child_process';
import { BUDGET, budgetProblems, kib, measurePartnerSizes, sizeTable } from '../scripts/widget-sizes';

export async function benchWidgetSizes(): Promise<void> {
  const partner = { cwd: 'examples/partner', stdio: 'ignore' } as const;
  execFileSync('node', ['pack-homeport.mjs'], partner);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--install-links'], partner);
  const sizes = await measurePartnerSizes('examples/partner');
  console.log(sizeTable(sizes));
  const problems = budgetProblems(sizes);
  console.log(`  budget: median <= ${kib(BUDGET.medianBytes)}, none above ${kib(BUDGET.maxBytes)}: ${problems.length === 0 ? 'within' : problems.join('; ')}`);
}
