import type { Meta, StoryObj } from '@storybook/react-vite';
import { DoorLock } from './door-lock';

const meta = {
  title: 'Widgets/DoorLock',
  component: DoorLock,
  args: { label: 'Front door', state: 'locked', mode: 0, type: undefined, disabled: false, onLockedChange: () => undefined, onModeChange: () => undefined },
  argTypes: { state: { control: 'select', options: ['unlocked', 'locked', 'locked_with_timer'] } },
} satisfies Meta<typeof DoorLock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {};
export const Unlocked: Story = { args: { state: 'unlocked' } };
export const LockedWithTimer: Story = { args: { state: 'locked_with_timer' } };
export const Vacation: Story = { args: { mode: 1 } };
export const FireType: Story = { args: { type: 'Fire' } };
/** Unlock pressed: the inline question that names the lock. */
export const AskingToUnlock: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-label^="Unlock"]')?.click();
  },
};
export const Disabled: Story = { args: { disabled: true } };
