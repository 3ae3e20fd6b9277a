/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/base.css';
import { STORY_THEMES, type StoryTheme } from '../src/fixtures.ts';

// Every block's CSS (the renderer ships only the blocks on the page; stories may show any of them).
import.meta.glob('../src/**/*.css', { eager: true });

/** Affiliate themes as CSS custom properties, as the renderer sets them from the page context. */
const withTheme: Decorator = (Story, context) => {
  const theme = STORY_THEMES[(context.globals.theme as StoryTheme | undefined) ?? 'waypoint'];
  const root = document.documentElement;
  for (const [name, value] of Object.entries(theme)) root.style.setProperty(`--${name}`, value);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Affiliate theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: Object.keys(STORY_THEMES), dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'waypoint' },
  parameters: { layout: 'fullscreen' },
};

export default preview;
