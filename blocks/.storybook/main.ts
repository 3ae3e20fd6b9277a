import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The preview names its icon, so browsers do not ask for a /favicon.ico that the build lacks.
  previewHead: (head) => `${head}<link rel="icon" href="./favicon.svg" type="image/svg+xml">`,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
