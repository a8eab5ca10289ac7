import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACTION_ICONS } from './actionIcons';
import { ALARM_STATE_ICONS, DOOR_LOCK_ICONS, GAS_ICONS, PANIC_TYPE_ICONS } from './alarmIcons';
import { DEVICE_CLASS_ICONS, DEVICE_KIND_ICONS } from './deviceIcons';
import { Icon } from './icon';
import { SCENE_STATUS_ICONS, SCENE_STATUS_PATHS } from './sceneStatusIcons';
import { SIGNAL_ICONS } from './signalIcons';
import { DEVICE_STATE_ICONS } from './stateIcons';

const meta = {
  title: 'Widgets/Icon',
  component: Icon,
  args: { path: DOOR_LOCK_ICONS.locked, label: 'Locked', size: '2rem' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Named: Story = {};
export const Decorative: Story = { args: { label: undefined } };

/** Every map of the set, each icon with its key: what the portal and partners draw. */
function Gallery({ maps }: { maps: Record<string, Record<string, string>> }) {
  return (
    <div style={{ display: 'grid', gap: '1rem', fontFamily: 'system-ui' }}>
      {Object.entries(maps).map(([title, map]) => (
        <section key={title}>
          <h3 style={{ margin: '0 0 0.5rem' }}>{title}</h3>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            {Object.entries(map).map(([key, path]) => (
              <span key={key} style={{ display: 'grid', justifyItems: 'center', width: '6rem', fontSize: '0.75rem' }}>
                <Icon path={path} size="1.75rem" label={key} />
                {key}
              </span>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export const TheSet: Story = {
  render: () => (
    <Gallery
      maps={{
        'Device kinds': DEVICE_KIND_ICONS,
        'Device classes': DEVICE_CLASS_ICONS,
        'Device states': DEVICE_STATE_ICONS,
        'Scene statuses 0 to 19': Object.fromEntries(SCENE_STATUS_ICONS.map((name, id) => [`${id} ${name}`, SCENE_STATUS_PATHS[name]])),
        'Panic types': PANIC_TYPE_ICONS,
        Gas: GAS_ICONS,
        'Door lock': DOOR_LOCK_ICONS,
        Alarm: ALARM_STATE_ICONS,
        'Signal bars': SIGNAL_ICONS,
        Actions: ACTION_ICONS,
      }}
    />
  ),
};
