import type { Meta, StoryObj } from '@storybook/react-vite';
import { IrBlaster } from './ir-blaster';
import { IrDeviceSelect } from './ir-device-select';
import { IrQuickControl } from './ir-quick-control';

const meta = {
  title: 'Widgets/IrBlaster',
  component: IrBlaster,
  args: {
    label: 'TV remote',
    deviceType: 2,
    state: 5,
    learning: false,
    learningKey: null,
    learnStatus: null,
    disabled: false,
    onStateChange: () => undefined,
    onKey: () => undefined,
    onLearningChange: () => undefined,
    onLearnKey: () => undefined,
  },
  argTypes: {
    deviceType: { control: 'select', options: [0, 1, 2, 3, 4], description: 'none 0, STB 1, TV 2, AC 3, DVD 4' },
    learnStatus: { control: 'select', options: [null, 0, 1, 255] },
  },
} satisfies Meta<typeof IrBlaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tv: Story = {};
export const SetTopBox: Story = { args: { deviceType: 1 } };
export const AirConditioner: Story = { args: { deviceType: 3, state: 1 } };
export const Dvd: Story = { args: { deviceType: 4 } };
export const Off: Story = { args: { state: 6 } };
export const LearningInProgress: Story = { args: { learning: true, learningKey: '5', learnStatus: 1 } };
export const LearningSuccessful: Story = { args: { learning: true, learningKey: '5', learnStatus: 255 } };
export const LearningFailed: Story = { args: { learning: true, learningKey: '5', learnStatus: 0 } };
export const NotAssigned: Story = { args: { deviceType: 0 } };

export const QuickControl: StoryObj<typeof IrQuickControl> = {
  render: (args) => <IrQuickControl {...args} />,
  args: { label: 'TV remote', deviceType: 2, state: 5, onStateChange: () => undefined, onKey: () => undefined, onOpenFull: () => undefined },
};
export const QuickControlAc: StoryObj<typeof IrQuickControl> = { ...QuickControl, args: { ...QuickControl.args, deviceType: 3, state: 1 } };
export const DeviceSelection: StoryObj<typeof IrDeviceSelect> = {
  render: (args) => <IrDeviceSelect {...args} />,
  args: { label: 'Bedroom IR controller', onSelect: () => undefined },
};
