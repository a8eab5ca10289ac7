import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch } from './switch';

const meta = {
  title: 'Widgets/Switch',
  component: Switch,
  args: { label: 'Living Room Outlet: Power', visibleLabel: 'Power', checked: false, disabled: false, busy: false, onCheckedChange: () => undefined },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
export const Busy: Story = { args: { checked: true, busy: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Interactive: Story = {
  render: function Render(args) {
    const [on, setOn] = useState(false);
    return <Switch {...args} checked={on} onCheckedChange={setOn} />;
  },
};
