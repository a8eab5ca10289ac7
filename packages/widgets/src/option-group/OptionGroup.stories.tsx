import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { OptionGroup } from './option-group';

const MODES = [
  { value: '0', label: 'Off' },
  { value: '1', label: 'Heat' },
  { value: '2', label: 'Cool' },
  { value: '3', label: 'Fan' },
];

const meta = {
  title: 'Widgets/OptionGroup',
  component: OptionGroup,
  args: { label: 'Bedroom Thermostat: Mode', visibleLabel: 'Mode', value: '1', options: MODES, disabled: false, onValueChange: () => undefined },
} satisfies Meta<typeof OptionGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Heat: Story = {};
export const Off: Story = { args: { value: '0' } };
export const Disabled: Story = { args: { disabled: true } };
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('1');
    return <OptionGroup {...args} value={value} onValueChange={setValue} />;
  },
};
