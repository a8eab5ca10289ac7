import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@homeport/source', 'module', 'browser', 'development|production'] },
    });
  },
};
export default config;
