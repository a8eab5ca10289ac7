import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../cliArgs';
import { parseExternalBroker } from './externalBroker';

describe('parseExternalBroker', () => {
  it('reads an anonymous broker, with the default port when none is given', () => {
    expect(parseExternalBroker('mqtt://127.0.0.1:1884')).toEqual({ url: 'mqtt://127.0.0.1:1884', username: undefined, password: undefined, display: 'mqtt://127.0.0.1:1884' });
    expect(parseExternalBroker('mqtt://broker.example').url).toBe('mqtt://broker.example:1883');
    expect(parseExternalBroker('mqtts://broker.example').url).toBe('mqtts://broker.example:8883');
  });

  it('takes the credentials out of the URL and never shows the password', () => {
    const broker = parseExternalBroker('mqtt://homeport:s%40cret@10.0.0.5:1883');
    expect(broker).toMatchObject({ url: 'mqtt://10.0.0.5:1883', username: 'homeport', password: 's@cret' });
    expect(broker.display).toBe('mqtt://homeport:***@10.0.0.5:1883');
  });

  it.each([
    ['not a url', /must be a URL/],
    ['http://host:1883', /mqtt:\/\/ or mqtts:\/\//],
    ['mqtt://host:1883/path', /no path/],
    ['mqtt://:pw@host:1883', /password without a user/],
  ])('refuses %s', (text, message) => {
    expect(() => parseExternalBroker(text)).toThrow(message);
  });

  it('never repeats a password in its refusal', () => {
    expect(() => parseExternalBroker('ftp://user:hunter2@host')).toThrow(/^(?!.*hunter2)/);
    expect(() => parseExternalBroker('user:hunter2@host')).toThrow(/^(?!.*hunter2)/);
  });
});

describe('--broker on the command line', () => {
  it('is read from the flag, else from HOMEPORT_BROKER, else none', () => {
    expect(parseCliArgs(['--broker', 'mqtt://127.0.0.1:1884'], {}).broker).toBe('mqtt://127.0.0.1:1884');
    expect(parseCliArgs([], { HOMEPORT_BROKER: 'mqtt://u:p@10.0.0.5:1883' }).broker).toBe('mqtt://u:p@10.0.0.5:1883');
    expect(parseCliArgs(['--broker', 'mqtt://a:1'], { HOMEPORT_BROKER: 'mqtt://b:2' }).broker).toBe('mqtt://a:1');
    expect(parseCliArgs([], {}).broker).toBeUndefined();
  });

  it('refuses a bad URL as a usage error', () => {
    expect(() => parseCliArgs(['--broker', 'ws://host:9001'], {})).toThrow(/--broker must use mqtt:\/\/ or mqtts:\/\//);
  });
});
