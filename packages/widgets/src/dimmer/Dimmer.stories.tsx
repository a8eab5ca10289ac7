import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dimmer } from './dimmer';

const meta = {
  title: 'Widgets/Dimmer',
  component: Dimmer,
  args: { label: 'Hall Dimmer: Level', visibleLabel: 'Level', value: 60, min: 0, max: 100, step: 1, unit: '%', disabled: false, onValueCommit: () => undefined },
} satisfies Meta<typeof Dimmer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Minimum: Story = { args: { value: 0 } };
export const Maximum: Story = { args: { value: 100 } };
export const Disabled: Story = { args: { disabled: true } };
/** A hue slider whose track is the rainbow it picks from. */
export const HueTrack: Story = {
  args: {
    label: 'Kitchen bulb: Hue',
    value: 210,
    max: 360,
    unit: '°',
    track: 'linear-gradient(to right, hsl(0 100% 50%), hsl(60 100% 50%), hsl(120 100% 50%), hsl(180 100% 50%), hsl(240 100% 50%), hsl(300 100% 50%), hsl(360 100% 50%))',
  },
};
