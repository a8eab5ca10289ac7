/** Server-state keys of gateway settings (TanStack Query), one factory per resource. */
export const settingsKeys = {
  /** Everything of one gateway's settings: invalidated whole when it comes back online. */
  all: (serial: string) => ['gatewaySettings', serial] as const,
  /** A gateway command's answer (get_timezone, get_zwave_info, ...). */
  command: (serial: string, name: string) => ['gatewaySettings', serial, 'command', name] as const,
  address: (serial: string) => ['gatewaySettings', serial, 'address'] as const,
  kpis: (serial: string) => ['gatewaySettings', serial, 'kpis'] as const,
  subscription: (serial: string) => ['gatewaySettings', serial, 'subscription'] as const,
  onlineOffline: (serial: string) => ['gatewaySettings', serial, 'onlineOffline'] as const,
  countries: () => ['countries'] as const,
  licences: () => ['licences'] as const,
};
