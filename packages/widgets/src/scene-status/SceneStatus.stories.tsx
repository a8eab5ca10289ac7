import type { Meta, StoryObj } from '@storybook/react-vite';
import { SCENE_STATUS_ICONS, SceneStatus } from './scene-status';

const meta = {
  title: 'Widgets/SceneStatus',
  component: SceneStatus,
  args: { resourceId: 1, active: true, disabled: false, onActiveChange: () => undefined },
  argTypes: { resourceId: { control: { type: 'range', min: 0, max: 19, step: 1 } } },
} satisfies Meta<typeof SceneStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Armed: Story = {};
export const Inactive: Story = { args: { active: false } };
export const Unknown: Story = { args: { resourceId: 42 } };
export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      {SCENE_STATUS_ICONS.map((_, id) => (
        <SceneStatus key={id} {...args} resourceId={id} />
      ))}
    </div>
  ),
};
