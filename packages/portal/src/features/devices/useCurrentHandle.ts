import { useAtomValue } from 'jotai';
import { gatewayHandle, type GatewayHandle } from '@homeport/sdk';
import { gatewayAtom, linkAtom } from '../../state/atoms';
import { gatewayRef } from '../../state/gatewayRef';

/**
 * The current gateway's handle while it is online: the sdk keeps one per
 * link and gateway, so a new gateway record (gateway_updated) keeps the
 * handle and its device store.
 */
export function useCurrentHandle(): GatewayHandle | null {
  const link = useAtomValue(linkAtom);
  const gateway = useAtomValue(gatewayAtom);
  if (!link || !gateway || gateway.connectionStatus !== 'online') return null;
  return gatewayHandle(link, gatewayRef(gateway));
}
