import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetTextsProvider } from '../i18n/WidgetTextsProvider';
import { HueBridge } from './hue-bridge';

const meta = {
  title: 'Widgets/HueBridge',
  component: HueBridge,
  args: { label: 'Hue bridge', state: 'unpaired', lightCount: 3, address: '192.168.1.40', disabled: false, onPair: () => undefined, onUnpair: () => undefined },
  argTypes: { state: { control: 'inline-radio', options: ['unpaired', 'pairing', 'paired', 'failed'] } },
} satisfies Meta<typeof HueBridge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaired: Story = {};
export const Pairing: Story = { args: { state: 'pairing' } };
export const Paired: Story = { args: { state: 'paired' } };
export const PairedOneLight: Story = { args: { state: 'paired', lightCount: 1 } };
export const Failed: Story = { args: { state: 'failed' } };
export const Disabled: Story = { args: { disabled: true } };

/** A page's own texts through the provider; keys it leaves out stay English. */
const german = {
  'homeport-hue-bridge': {
    PAIRED: 'Gekoppelt',
    LIGHTS_one: '{{count}} Lampe',
    LIGHTS_other: '{{count}} Lampen',
    UNPAIR: 'Entkoppeln',
    UNPAIR_NAMED: '{{label}} entkoppeln',
    ADDRESS: 'Adresse',
  },
};
export const Translated: Story = {
  args: { state: 'paired' },
  decorators: [
    (Story) => (
      <WidgetTextsProvider locale="de" texts={german}>
        <Story />
      </WidgetTextsProvider>
    ),
  ],
};
