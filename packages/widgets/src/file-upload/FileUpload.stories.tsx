import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUpload } from './file-upload';

const meta = {
  title: 'Widgets/FileUpload',
  component: FileUpload,
  args: { label: 'Import a backup', accept: ['.tar.gz'], maxBytes: 512 * 1024, onFile: () => undefined, uploading: null, disabled: false },
  argTypes: { accept: { control: 'check', options: ['image', '.csv', '.tar.gz'] } },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Backup: Story = {};
export const AnyKind: Story = { args: { accept: ['image', '.csv', '.tar.gz'], label: 'Attach a file' } };
export const Uploading: Story = { args: { uploading: { name: 'backup-2026-11-22.tar.gz', percent: 45 } } };
export const Disabled: Story = { args: { disabled: true } };
