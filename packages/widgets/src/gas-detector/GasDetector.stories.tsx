import type { Meta, StoryObj } from '@storybook/react-vite';
import { GasDetector } from './gas-detector';
import { PressureSensor } from '../pressure-sensor/pressure-sensor';

const meta = {
  title: 'Widgets/GasDetector',
  component: GasDetector,
  args: { label: 'Kitchen Gas Detector', type: 1, alarm: false, concentration: 3, unit: 'ppm' },
  argTypes: { type: { control: { type: 'range', min: 0, max: 3, step: 1 } } },
} satisfies Meta<typeof GasDetector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clear: Story = {};
export const Alarm: Story = { args: { alarm: true, concentration: 240 } };
export const UnknownGas: Story = { args: { type: 0, concentration: null } };
export const Combustible: Story = { args: { type: 2 } };
export const CarbonDioxide: Story = { args: { type: 3 } };
export const Pressure: Story = { render: () => <PressureSensor label="Boiler Pressure" type={1} value={1.6} /> };
export const PressureAllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 280 }}>
      {[0, 1, 2, 3, 4].map((type) => (
        <PressureSensor key={type} label={`Sensor ${type}`} type={type} value={1.234 * (type + 1)} />
      ))}
      <PressureSensor label="Never reported" type={1} value={null} />
    </div>
  ),
};
