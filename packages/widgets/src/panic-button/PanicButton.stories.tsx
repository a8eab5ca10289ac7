import type { Meta, StoryObj } from '@storybook/react-vite';
import { PanicButton } from './panic-button';

const meta = {
  title: 'Widgets/PanicButton',
  component: PanicButton,
  args: { label: 'Bedside Panic Button', type: 3, triggered: false },
  argTypes: { type: { control: { type: 'range', min: 0, max: 3, step: 1 } } },
} satisfies Meta<typeof PanicButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Panic: Story = {};
export const Triggered: Story = { args: { triggered: true } };
export const Arm: Story = { args: { type: 0 } };
export const Emergency: Story = { args: { type: 1 } };
export const Fire: Story = { args: { type: 2, triggered: true } };
