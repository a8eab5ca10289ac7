import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmartMeter } from './smart-meter';

const phases = [
  { power: 0.82, voltage: 231, current: 0.0355 },
  { power: 0.76, voltage: 229, current: 0.0332 },
  { power: 0.73, voltage: 232, current: 0.0315 },
];

const meta = {
  title: 'Widgets/SmartMeter',
  component: SmartMeter,
  args: { label: 'Main meter', power: 2.31, energy: 5821.4, phases, switches: [{ on: true }, { on: false }], disabled: false, onSwitchChange: () => undefined },
} satisfies Meta<typeof SmartMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePhases: Story = {};
export const SinglePhase: Story = { args: { phases: phases.slice(0, 1) } };
export const NoSwitches: Story = { args: { switches: [] } };
export const SwitchPending: Story = { args: { busy: [false, true] } };
export const Disabled: Story = { args: { disabled: true } };
export const NotReportedYet: Story = { args: { power: null, energy: null, phases: [{ power: null, voltage: null, current: null }] } };
