import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorPicker } from './color-picker';

const meta = {
  title: 'Widgets/ColorPicker',
  component: ColorPicker,
  args: { label: 'Kitchen bulb colour', value: { hue: 210, saturation: 180 }, disabled: false, onPick: () => undefined },
  argTypes: {
    value: { control: 'object', description: 'hue 0 to 360, saturation 0 to 255' },
  },
} satisfies Meta<typeof ColorPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {};
export const Red: Story = { args: { value: { hue: 0, saturation: 255 } } };
export const White: Story = { args: { value: { hue: 0, saturation: 0 } } };
export const Disabled: Story = { args: { disabled: true } };
/** As wide as a 375 px phone's card: the cells shrink, the grid never overflows. */
export const Phone: Story = { decorators: [(Story) => <div style={{ width: '18rem' }}>{Story()}</div>] };
