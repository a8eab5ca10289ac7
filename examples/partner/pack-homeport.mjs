// Packs the sdk and widgets exactly as `npm publish` would, into vendor/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

// A repack of the same version must not meet a lockfile holding the old tarball's hash.
rmSync('package-lock.json', { force: true });
rmSync('node_modules/@homeport', { recursive: true, force: true });
rmSync('vendor', { recursive: true, force: true });
mkdirSync('vendor', { recursive: true });
// `npm pack` builds each package first (its prepack script).
for (const pkg of ['sdk', 'widgets']) {
  execFileSync('npm', ['pack', '--pack-destination', '../../examples/partner/vendor'], { cwd: `../../packages/${pkg}`, stdio: 'inherit' });
}
