import { atom } from 'jotai';
import type { RestartKind } from '@homeport/sdk';

/**
 * A restart this page asked for or saw announced (gateway_restarting), so
 * that gateway-offline can say the gateway is restarting rather than lost.
 * Cleared when the settings page sees the gateway online again.
 */
export const restartingAtom = atom<{ serial: string; kind: RestartKind; backInMs: number } | null>(null);
