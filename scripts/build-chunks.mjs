// How the split builds (dist/esm, dist/light) cut their chunks, beyond "login path in the entry,
// shell and each business group lazy" (rollup.config.mjs). `npm run bench` prints what every group
// route and every on-demand part costs with these rules; check it after changing them.
import { relative } from 'node:path';

const GROUP_INDEX = /[\\/]src[\\/]screens[\\/]([^\\/]+)[\\/]index\.tsx?$/;
const SCREEN = /[\\/]src[\\/]screens[\\/](.+?)(?:[\\/]index)?\.tsx?$/;
/** The shell chunk: not on the login path, but on every business page's. */
export const SHELL = /[\\/]src[\\/]screens[\\/]shell[\\/]shell\.tsx$/;

/** The business group whose index module is `id`, if it is one (`src/screens/<group>/index.ts`). */
const groupOfModule = (id) => (id ? (GROUP_INDEX.exec(id)?.[1] ?? null) : null);

/**
 * The business group a chunk is the lazily loaded chunk of. Not only its facade module: a group
 * chunk that also holds modules its lazy screens import has no facade (it exports more than the
 * group's index), but it is a dynamic entry holding the group's index.
 */
export const groupOf = (chunk) =>
  groupOfModule(chunk.facadeModuleId) ?? (chunk.isDynamicEntry ? (chunk.moduleIds.map(groupOfModule).find(Boolean) ?? null) : null);

/**
 * A lazily loaded screen or gallery section, `<group>/<module>` (a folder's index after the folder),
 * e.g. `fertigation/place-screen`, `fertigation/equip`, `devModule/table-page-demos`.
 */
export const screenOf = (chunk) => {
  const id = chunk.facadeModuleId;
  const path = id && chunk.isDynamicEntry && !SHELL.test(id) ? SCREEN.exec(id)?.[1].split(/[\\/]/) : null;
  return path && path.length > 1 ? `${path[0]}/${path.at(-1)}` : null;
};

/**
 * A chunk's name: a business group after its folder (`fertigation`); a lazily loaded screen or
 * gallery section after its group and module (`fertigation-place-screen`); any other chunk after
 * the name rollup gave it (`[name]` in a file name pattern, sanitized by rollup).
 */
const givenName = (chunk) => groupOf(chunk) ?? screenOf(chunk)?.replace('/', '-') ?? null;
export const chunkName = (chunk) => givenName(chunk) ?? chunk.name;

/** The split builds' chunk files, `<dir>/chunks/<name>-<hash>.js` (the CDN build's are its hash alone: rollup.config.mjs). */
export const chunkFileName = (dir) => (chunk) => `${dir}/chunks/${givenName(chunk) ?? '[name]'}-[hash].js`;

/**
 * Modules that only declare values, so that importing one name through a barrel does not keep the
 * barrel's other modules: the contract (each call is built at module load by the inert zod stand-in,
 * calls rollup cannot prove pure) and the texts.
 */
const DECLARATIVE = [/[\\/]src[\\/]api[\\/]contract[\\/]/, /[\\/]src[\\/]i18n[\\/]/, /^\0irr-inert-contract-zod$/];
export const moduleSideEffects = (id) => !DECLARATIVE.some((re) => re.test(id));

/** Relative module id for reports. */
export const moduleName = (id) => relative(process.cwd(), id.replace(/^\0/, ''));
