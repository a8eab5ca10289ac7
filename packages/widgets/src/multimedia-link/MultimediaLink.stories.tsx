import type { Meta, StoryObj } from '@storybook/react-vite';
import { MultimediaLink } from './multimedia-link';

const links = { live: '#live', events: '#events', settings: '#settings' };

const meta = {
  title: 'Widgets/MultimediaLink',
  component: MultimediaLink,
  args: { label: 'Entrance camera', links, linksFailed: false, recordingDuration: 30, onRecordingDurationChange: () => undefined, accessDenied: false, disabled: false },
  argTypes: { recordingDuration: { control: 'select', options: [10, 30, 60, 300, 1800, null] } },
} satisfies Meta<typeof MultimediaLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};
export const Preparing: Story = { args: { links: null } };
export const LinksFailed: Story = { args: { links: null, linksFailed: true } };
export const AdminAccessDenied: Story = { args: { accessDenied: true } };
export const DurationDisabled: Story = { args: { disabled: true } };
