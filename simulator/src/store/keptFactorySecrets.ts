import { isFactorySecrets, newFactorySecrets, type FactorySecrets } from '../gateway/factorySecrets';
import type { GatewayFiles } from './gatewayFiles';

/**
 * For a reset: the factory secrets a gateway's file already holds, else new
 * ones (also for a file that does not load). A reset restores what the
 * folder was seeded with, and the sticker is part of the hardware: the PIN
 * and local password printed at start (and read by QA) stay valid through
 * resets; `--fresh` makes new ones.
 */
export function keptFactorySecrets(files: GatewayFiles): (serial: string) => FactorySecrets {
  return (serial) => {
    let kept: unknown;
    try {
      kept = files.read(serial)?.factory;
    } catch {
      // A file that does not load keeps nothing: the reset rewrites it from the seed.
    }
    return isFactorySecrets(kept) ? kept : newFactorySecrets();
  };
}
