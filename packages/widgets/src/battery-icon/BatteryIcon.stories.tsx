import type { Meta, StoryObj } from '@storybook/react-vite';
import { BatteryIcon } from './battery-icon';

const meta = {
  title: 'Widgets/BatteryIcon',
  component: BatteryIcon,
  args: { level: 80, showText: true },
  argTypes: { level: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof BatteryIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { args: { level: 254 } };
export const Good: Story = {};
export const Warning: Story = { args: { level: 30 } };
export const Danger: Story = { args: { level: 10 } };
export const Critical: Story = { args: { level: 4 } };
export const Unknown: Story = { args: { level: null } };
