import type { Meta, StoryObj } from '@storybook/react-vite';
import { RollerShutter } from './roller-shutter';

const meta = {
  title: 'Widgets/RollerShutter',
  component: RollerShutter,
  args: { label: 'Living room shutter', value: 40, kind: 'roller', disabled: false, onValueCommit: () => undefined, onStop: () => undefined },
  argTypes: { kind: { control: 'inline-radio', options: ['roller', 'basic'] }, value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof RollerShutter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyOpen: Story = {};
export const OpenRoller: Story = { args: { value: 99 } };
export const OpenBasicLevel: Story = { args: { value: 100, kind: 'basic' } };
export const Closed: Story = { args: { value: 0 } };
export const WithoutStop: Story = { args: { onStop: undefined } };
export const Disabled: Story = { args: { disabled: true } };
