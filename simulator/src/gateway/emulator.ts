import type { GatewayContents } from './contents';
import { syncRooms } from './layout';

/**
 * One emulated gateway: its contents in memory and a save that writes its own
 * file. Handlers mutate `contents` and call `save()` before the response is
 * published (DESIGN.md: on disk before the answer).
 */
export class GatewayEmulator {
  constructor(
    readonly contents: GatewayContents,
    private readonly persist: (contents: GatewayContents) => void,
  ) {}

  get serial(): string {
    return this.contents.serialNumber;
  }

  save(): void {
    syncRooms(this.contents);
    this.persist(this.contents);
  }
}
