import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FanMode, WiseFanMode } from './fan-mode';

const meta = {
  title: 'Widgets/FanMode',
  component: FanMode,
  args: { label: 'Bedroom Ceiling Fan', mode: 2, disabled: false, onModeChange: () => undefined },
  argTypes: { mode: { control: { type: 'range', min: 0, max: 3, step: 1 } } },
} satisfies Meta<typeof FanMode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cycling: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState(args.mode);
    return <FanMode {...args} mode={mode} onModeChange={setMode} />;
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const WiseAtLowest: Story = { render: (args) => <WiseFanMode {...args} mode={0} /> };
export const WiseAtHighest: Story = { render: (args) => <WiseFanMode {...args} mode={3} /> };
export const WiseInteractive: Story = {
  render: function Render(args) {
    const [mode, setMode] = useState(1);
    return <WiseFanMode {...args} mode={mode} onModeChange={setMode} />;
  },
};
