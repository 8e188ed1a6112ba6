import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
  theme: {
    tokens: {
      fonts: {
        body: {
          value:
            "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
        },
        heading: { value: "{fonts.body}" },
      },
    },
  },
});

/** The Chakra UI v3 design system of the app (default tokens + CJK-friendly fonts). */
export const system = createSystem(defaultConfig, config);
