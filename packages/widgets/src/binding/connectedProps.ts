import type { Device, GatewayHandle } from '@homeport/sdk';

/** What every connected widget takes: the gateway, the device on it, and how the widget is offered. */
export interface ConnectedWidgetProps {
  /** The gateway, through the link (sdk `gatewayHandle`); its device store feeds the widget. */
  handle: GatewayHandle;
  deviceId: number;
  /** The accessible name; defaults to the device's name (or the widget's own default). */
  label?: string;
  /** The device as the page knows it (shown until the store has read it). */
  device?: Device;
  /** Turns the controls off whatever the device allows (e.g. a role without write access). */
  disabled?: boolean;
}
