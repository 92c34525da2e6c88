// `cem analyze` reads the JSDoc of the element classes (@tag @summary @attr @fires @csspart @cssprop).
export default {
  globs: ['elements/**/*.element.ts'],
  outdir: '.',
  packagejson: false,
};
