/** One property of one device, as a map key. Service and property names never contain a newline. */
export const propertyKey = (deviceId: number, service: string, property: string): string => `${deviceId}\n${service}\n${property}`;
