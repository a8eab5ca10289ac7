import type { Meta, StoryObj } from '@storybook/react-vite';
import { SceneList } from './scene-list';

const scenes = [
  { id: 1, name: 'Good night', active: true, ruleLogic: 'AND' as const },
  { id: 2, name: 'Away', active: false, ruleLogic: 'OR' as const },
  { id: 3, name: 'Good morning', active: true },
];

const meta = {
  title: 'Widgets/SceneList',
  component: SceneList,
  args: { label: 'Scenes', scenes, busyIds: [], disabled: false, onActiveChange: () => undefined, onRun: () => undefined },
} satisfies Meta<typeof SceneList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scenes: Story = {};
export const OneChanging: Story = { args: { busyIds: [2] } };
export const Empty: Story = { args: { scenes: [] } };
export const ReadOnly: Story = { args: { disabled: true } };
