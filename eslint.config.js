import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { layering } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', '.tmp/', 'coverage/', 'custom-elements.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'test/server/**', 'test/e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  ...layering,
);
