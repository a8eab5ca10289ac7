import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Thermostat } from './thermostat';
import { ValueSetter } from '../value-setter/value-setter';

const meta = {
  title: 'Widgets/Thermostat',
  component: Thermostat,
  args: {
    label: 'Bedroom Thermostat',
    mode: 1,
    setPoint: 21.5,
    temperature: 20.8,
    disabled: false,
    onModeChange: () => undefined,
    onSetPointCommit: () => undefined,
  },
  argTypes: { mode: { control: { type: 'range', min: 0, max: 3, step: 1 } } },
} satisfies Meta<typeof Thermostat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Heating: Story = {};
export const Off: Story = { args: { mode: 0 } };
export const Cooling: Story = { args: { mode: 2, setPoint: 24 } };
export const FanOnlySetterDisabled: Story = { args: { mode: 3 } };
export const TemperatureNotReported: Story = { args: { temperature: null } };
export const Disabled: Story = { args: { disabled: true } };
export const Interactive: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState(1);
    const [setPoint, setSetPoint] = useState(21.5);
    return <Thermostat {...args} mode={mode} setPoint={setPoint} onModeChange={setMode} onSetPointCommit={setSetPoint} />;
  },
};
export const SetterAlone: Story = {
  render: () => <ValueSetter label="Set point" value={21.5} onValueCommit={() => undefined} />,
};
export const SetterAtMaximum: Story = {
  render: () => <ValueSetter label="Set point" value={31} onValueCommit={() => undefined} />,
};
