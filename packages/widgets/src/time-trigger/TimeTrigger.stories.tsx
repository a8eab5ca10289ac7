import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TimeTrigger } from './time-trigger';
import { timeTriggerFrom, type TimeTriggerValue } from './timeTrigger';

function Editor({ initial, disabled }: { initial: TimeTriggerValue; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return <TimeTrigger label="Time trigger" value={value} onChange={setValue} onSubmit={() => undefined} disabled={disabled} />;
}

const tomorrow = timeTriggerFrom(new Date(Date.now() + 24 * 3600 * 1000));

const meta = {
  title: 'Widgets/TimeTrigger',
  component: Editor,
  args: { initial: tomorrow, disabled: false },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tomorrow: Story = {};
export const WeekdayMornings: Story = { args: { initial: { ...tomorrow, hour: 7, minute: 0, repeat: [true, true, true, true, true, false, false] } } };
export const InThePast: Story = { args: { initial: { ...tomorrow, year: 2020 } } };
export const Disabled: Story = { args: { disabled: true } };
