import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorSwatch } from './color-swatch';

const meta = {
  title: 'Widgets/ColorSwatch',
  component: ColorSwatch,
  args: { value: { hue: 210, saturation: 180 } },
  argTypes: { value: { control: 'object', description: 'hue 0 to 360, saturation 0 to 255' } },
} satisfies Meta<typeof ColorSwatch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blue: Story = {};
export const Red: Story = { args: { value: { hue: 0, saturation: 255 } } };
export const White: Story = { args: { value: { hue: 0, saturation: 10 } } };
