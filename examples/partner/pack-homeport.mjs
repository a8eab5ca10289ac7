// Packs the sdk and widgets exactly as `npm publish` would, into vendor/.
// `--from DIR` takes tarballs that `npm pack` already made there instead
// (`npm test` packs once and checks those same files here).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const from = process.argv.includes('--from') ? process.argv[process.argv.indexOf('--from') + 1] : undefined;

// A repack of the same version must not meet a lockfile holding the old tarball's hash.
rmSync('package-lock.json', { force: true });
rmSync('node_modules/@homeport', { recursive: true, force: true });
rmSync('vendor', { recursive: true, force: true });
mkdirSync('vendor', { recursive: true });
for (const pkg of ['sdk', 'widgets']) {
  if (from) {
    const tarball = readdirSync(from).find((name) => name.startsWith(`homeport-${pkg}-`) && name.endsWith('.tgz'));
    if (!tarball) throw new Error(`no homeport-${pkg}-*.tgz in ${from}`);
    copyFileSync(join(from, tarball), join('vendor', tarball));
  } else {
    // `npm pack` builds each package first (its prepack script).
    execFileSync('npm', ['pack', '--pack-destination', '../../examples/partner/vendor'], { cwd: `../../packages/${pkg}`, stdio: 'inherit' });
  }
}
