import type { Meta, StoryObj } from '@storybook/react-vite';
import { WEATHER_SUMMARIES, Weather } from './weather';

const meta = {
  title: 'Widgets/Weather',
  component: Weather,
  args: { label: 'Garden weather', summary: 0, temperature: 27.4, humidity: 63.6, windSpeed: 12.3, pressure: 1008.6, rainfall: 0.4 },
  argTypes: { summary: { control: { type: 'range', min: -1, max: WEATHER_SUMMARIES.length } } },
} satisfies Meta<typeof Weather>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sunny: Story = {};
export const Thunderstorm: Story = { args: { summary: WEATHER_SUMMARIES.indexOf('thunderstorm') } };
export const Snow: Story = { args: { summary: WEATHER_SUMMARIES.indexOf('snow'), temperature: -3.6 } };
export const UnknownSummary: Story = { args: { summary: 99 } };
export const NotReportedYet: Story = { args: { summary: null, temperature: null, humidity: null, windSpeed: null, pressure: null, rainfall: null } };
