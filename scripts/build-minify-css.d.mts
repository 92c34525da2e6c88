// Types of build-minify-css.mjs, for the TypeScript build scripts that reuse it (prerender-login.ts).
export function minifyCssText(text: string): string;
export function minifyCssTemplates(): {
  name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
};
