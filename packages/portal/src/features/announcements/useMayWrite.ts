import { useAtomValue } from 'jotai';
import { isAdmin, subroleOf } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { userAtom } from '../../state/atoms';

/**
 * Whether the signed-in admin may send, cancel and change templates: the
 * write subrole (docs/access-grid.md "asm": a viewer admin reads only). The
 * others see the pages without those controls rather than meet a 403.
 */
export function useMayWrite(): boolean {
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  return !!user && isAdmin(user) && subroleOf(user) === config.constants.writeSubrole;
}
