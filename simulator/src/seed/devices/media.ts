import type { Device } from '@homeport/sdk';
import { bool, device, num, option, quick, service, text, type DeviceSpec } from './build';

/** IR blaster, camera and audio. */

/** spec 2 §9: IR device type indexes none 0, STB 1, TV 2, AC 3, DVD 4. */
export const IR_DEVICE_TYPES = { none: 0, STB: 1, TV: 2, AC: 3, DVD: 4 } as const;

/** An IR blaster set up to drive one kind of device; `none` is a controller waiting for its device to be chosen. */
export function irBlaster(spec: DeviceSpec, type: keyof typeof IR_DEVICE_TYPES = 'TV'): Device {
  return device(
    spec,
    {
      class: 'Remote',
      kind: 'ir_blaster',
      device_manufacturer: 'BroadLink',
      bus_id: 'wise',
      icon: 'ir_remote',
      firmwareVersion: '44057',
      service_list: [
        service('IRService', 'control', [
          option('DeviceType', IR_DEVICE_TYPES[type], { '0': 'none', '1': 'STB', '2': 'TV', '3': 'AC', '4': 'DVD' }),
          // spec 2 §4: device state codes: AC on 1, off 2; others on 5, off 6.
          num('DeviceState', type === 'AC' ? 2 : 6, { min: 1, max: 6, step: 1 }),
          text('Key', '', false),
          bool('LearningMode', false),
          // spec 2 §4: learn status 0 failed, 1 in progress, 255 successful.
          num('LearnStatus', 255, { min: 0, max: 255 }, true),
        ]),
      ],
    },
    [quick('IRService', 'DeviceState'), quick('IRService', 'Key')],
  );
}

export function camera(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Camera',
      kind: 'camera',
      device_manufacturer: 'Hikvision',
      bus_id: 'ip',
      icon: 'camera',
      firmwareVersion: '5.7.3',
      service_list: [
        service('MultimediaService', 'control', [
          text('StreamUrl', `rtsp://192.168.1.${40 + spec.id}/stream1`, true),
          bool('Recording', true),
          // spec 2 §4 status 7: motion detection can be switched while the camera is restricted.
          bool('MotionDetection', true, false, { enabledWhenRestricted: true }),
          option('Resolution', 1, { '0': '720p', '1': '1080p', '2': '4K' }),
          // spec 2 §9: recording durations 10 s, 30 s, 1, 5, 30 min (seconds).
          option('RecordingDuration', 30, { '10': '10 s', '30': '30 s', '60': '1 min', '300': '5 min', '1800': '30 min' }),
        ]),
      ],
    },
    [quick('MultimediaService', 'Recording'), quick('MultimediaService', 'MotionDetection')],
  );
}

export function audio(spec: DeviceSpec): Device {
  return device(
    spec,
    {
      class: 'Audio',
      kind: 'audio',
      device_manufacturer: 'Sonos',
      bus_id: 'ip',
      icon: 'speaker',
      firmwareVersion: '15.9',
      service_list: [
        service('AudioService', 'control', [
          num('Volume', 25, { min: 0, max: 100, step: 1, unit: '%' }),
          bool('Mute', false),
          option('PlayState', 0, { '0': 'stopped', '1': 'playing', '2': 'paused' }),
          text('NowPlaying', '', true),
        ]),
      ],
    },
    [quick('AudioService', 'PlayState'), quick('AudioService', 'Volume'), quick('AudioService', 'Mute')],
  );
}
