import type { Device, DeviceService, PropertyValue } from '@homeport/sdk';
import type { DelayedReaction, EmittedEvent } from './commands/outcome';
import type { EmulatedGateway } from './emulatedGateway';
import { upgradeReaction } from './nodeUpgrade';
import { report } from './propertyEvents';

/** How long the emulated IR blaster takes to learn a key (then LearnStatus 255). */
export const IR_LEARN_MS = 3000;

/** spec 2 §4 IR learn status: 0 failed, 1 in progress, 255 successful. */
export const LearnStatus = { failed: 0, inProgress: 1, successful: 255 } as const;

export interface Reaction {
  events: EmittedEvent[];
  later: DelayedReaction[];
}

/**
 * What a device does by itself after a property is set, beyond confirming
 * it. The IR blaster: LearningMode on starts learning (LearnStatus 1); after
 * IR_LEARN_MS it has learnt the key (255) and leaves learning mode, unless
 * learning was switched off or QA reported another status meanwhile
 * (`homeport-sim device-report ... LearnStatus 0` makes it fail).
 */
export function deviceReaction(emulator: EmulatedGateway, device: Device, service: DeviceService, property: string, value: PropertyValue): Reaction {
  if (service.name === 'IRService' && property === 'LearningMode' && value === true) {
    const started = report(device, service, 'LearnStatus', LearnStatus.inProgress);
    emulator.save();
    return {
      events: started ? [started] : [],
      later: [
        {
          afterMs: IR_LEARN_MS,
          run: () => {
            const current = (name: string) => service.property_list.find((p) => p.name === name)?.value;
            if (current('LearningMode') !== true || current('LearnStatus') !== LearnStatus.inProgress) return [];
            const events = [report(device, service, 'LearnStatus', LearnStatus.successful), report(device, service, 'LearningMode', false)];
            emulator.save();
            return events.filter((e): e is EmittedEvent => e !== null);
          },
        },
      ],
    };
  }
  if (service.name === 'OTAService' && property === 'UpgradeState') return upgradeReaction(emulator, device, service);
  if (service.name === 'HueBridgeService' && property === 'Paired') {
    // A paired bridge brings its lights in a moment later; unpaired, it has none.
    const count = (lights: number) => () => {
      const event = report(device, service, 'LightCount', lights);
      emulator.save();
      return event ? [event] : [];
    };
    return value === true ? { events: [], later: [{ afterMs: HUE_DISCOVERY_MS, run: count(HUE_LIGHTS) }] } : { events: count(0)(), later: [] };
  }
  return { events: [], later: [] };
}

/** The emulated Hue bridge finds its lights this long after pairing. */
export const HUE_DISCOVERY_MS = 1000;
const HUE_LIGHTS = 3;
