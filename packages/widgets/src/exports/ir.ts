// Exports of the IR widgets (one barrel per area keeps parallel work apart).
export { IrBlaster, type IrBlasterProps } from '../ir-blaster/ir-blaster';
export { IrQuickControl, type IrQuickControlProps } from '../ir-blaster/ir-quick-control';
export { IrDeviceSelect, type IrDeviceSelectProps } from '../ir-blaster/ir-device-select';
export { IrBlasterConnected, IrQuickControlConnected } from '../ir-blaster/ir-blaster.connected';
export {
  IR_DEVICE_TYPES,
  IR_TABS,
  IR_KEYS,
  IR_QUICK_KEYS,
  IR_LEARN_STATUS,
  irStateCodes,
  isIrOn,
  irDeviceType,
  irKeyIcon,
  type IrDeviceType,
  type IrTab,
  type IrLearnStatus,
} from '../ir-blaster/irRules';
