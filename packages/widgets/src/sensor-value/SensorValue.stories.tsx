import type { Meta, StoryObj } from '@storybook/react-vite';
import { SensorValue } from './sensor-value';

const meta = {
  title: 'Widgets/SensorValue',
  component: SensorValue,
  args: { label: 'Temperature', value: 21.456, unit: '°C' },
} satisfies Meta<typeof SensorValue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Number: Story = {};
export const Boolean: Story = { args: { label: 'Open', value: true, trueText: 'Open', falseText: 'Closed', unit: undefined } };
export const NeverReported: Story = { args: { value: null } };
