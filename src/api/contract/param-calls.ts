/** The parameter calls: the read every user makes (param.ts, on the login path) and the save of /system/param. */
export { findParamByCd } from './param';
export { editParam } from './system/param';
