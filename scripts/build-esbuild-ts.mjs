// Rollup plugin: TypeScript to JavaScript with esbuild's transform, for every build (none
// type-checks or emits declarations: package.json's typecheck and build do, with TypeScript 7).
// @rollup/plugin-typescript built a whole TypeScript program at each build's start (4 to 7 s each
// even with noCheck, 20 s with the declarations); esbuild strips the types file by file.
// Safe because tsconfig.base.json has isolatedModules (no const enums, no type-only re-exports
// without `type`). The options mirror tsconfig.json: ES2022 (native class fields) and the
// react-jsx runtime, whose `react/jsx-runtime` import the light builds alias to preact.
import { transform } from 'esbuild';

const TS_FILE = /\.(ts|tsx|mts|cts)$/;

export function esbuildTypescript() {
  return {
    name: 'irr-esbuild-typescript',
    async transform(code, id) {
      if (!TS_FILE.test(id) || id.startsWith('\0') || id.includes('/node_modules/')) return null;
      const result = await transform(code, {
        loader: id.endsWith('x') ? 'tsx' : 'ts',
        target: 'es2022',
        jsx: 'automatic',
        sourcefile: id,
        tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, jsx: 'react-jsx' } },
      });
      for (const warning of result.warnings) this.warn(warning.text);
      return { code: result.code, map: null };
    },
  };
}
