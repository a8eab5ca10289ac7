/** spec 2 §9: IR device type indexes none 0, STB 1, TV 2, AC 3, DVD 4. */
export const IR_DEVICE_TYPES = { none: 0, STB: 1, TV: 2, AC: 3, DVD: 4 } as const;
export type IrDeviceType = (typeof IR_DEVICE_TYPES)[keyof typeof IR_DEVICE_TYPES];

export type IrTab = 'STB' | '123' | 'TV' | 'AC' | 'DVD';

/** spec 2 §2: full-control tabs by device type (STB: STB, 123, TV; TV: 123, TV; AC: AC; DVD: DVD, TV). */
export const IR_TABS: Record<IrDeviceType, IrTab[]> = {
  0: [],
  1: ['STB', '123', 'TV'],
  2: ['123', 'TV'],
  3: ['AC'],
  4: ['DVD', 'TV'],
};

/** The keys of each pad; the key's name is what the IR blaster is sent (IRService.Key). */
export const IR_KEYS: Record<IrTab, string[]> = {
  STB: ['guide', 'menu', 'info', 'up', 'left', 'ok', 'right', 'down', 'back', 'exit', 'ch_up', 'ch_down', 'record', 'play', 'pause', 'stop', 'rewind', 'forward'],
  '123': ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'enter', '0', 'back'],
  TV: ['input', 'menu', 'up', 'left', 'ok', 'right', 'down', 'back', 'vol_up', 'vol_down', 'mute', 'ch_up', 'ch_down'],
  AC: ['mode', 'temp_up', 'temp_down', 'fan', 'swing', 'timer'],
  DVD: ['eject', 'menu', 'up', 'left', 'ok', 'right', 'down', 'back', 'play', 'pause', 'stop', 'prev', 'next', 'rewind', 'forward'],
};

/** spec 2 §2: quick control keys, by kind (TV/STB, AC, DVD). */
export const IR_QUICK_KEYS: Record<Exclude<IrDeviceType, 0>, string[]> = {
  1: ['ch_up', 'ch_down', 'vol_up', 'vol_down', 'mute'],
  2: ['ch_up', 'ch_down', 'vol_up', 'vol_down', 'mute'],
  3: ['temp_down', 'temp_up', 'mode', 'fan'],
  4: ['play', 'pause', 'stop', 'prev', 'next'],
};

/** spec 2 §4: device state codes, AC on 1 off 2, others on 5 off 6. */
export function irStateCodes(type: number): { on: number; off: number } {
  return type === IR_DEVICE_TYPES.AC ? { on: 1, off: 2 } : { on: 5, off: 6 };
}

export function isIrOn(type: number, state: number | null | undefined): boolean {
  return state === irStateCodes(type).on;
}

/** A known type code, else 0 (none: the controller still needs its device chosen). */
export function irDeviceType(code: number | null | undefined): IrDeviceType {
  return code === 1 || code === 2 || code === 3 || code === 4 ? code : 0;
}

/** spec 2 §4: learn status 0 failed, 1 in progress, 255 successful. */
export const IR_LEARN_STATUS = { failed: 0, inProgress: 1, successful: 255 } as const;
export type IrLearnStatus = (typeof IR_LEARN_STATUS)[keyof typeof IR_LEARN_STATUS];

/** The key icon follows the learn status: normal, in progress, success, failed. */
export function irKeyIcon(status: number | null | undefined): 'normal' | 'in_progress' | 'success' | 'failed' {
  if (status === IR_LEARN_STATUS.inProgress) return 'in_progress';
  if (status === IR_LEARN_STATUS.successful) return 'success';
  if (status === IR_LEARN_STATUS.failed) return 'failed';
  return 'normal';
}
