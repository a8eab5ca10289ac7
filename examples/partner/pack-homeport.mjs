// Packs the sdk and widgets exactly as `npm publish` would, into vendor/.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('vendor', { recursive: true });
for (const pkg of ['sdk', 'widgets']) {
  execFileSync('npm', ['run', 'build'], { cwd: `../../packages/${pkg}`, stdio: 'inherit' });
  execFileSync('npm', ['pack', '--pack-destination', '../../examples/partner/vendor'], { cwd: `../../packages/${pkg}`, stdio: 'inherit' });
}
