import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { emptyRequest, menuItem, userInfo } from './schemas';

/** GET menu/getCurrent: the menu tree the user's roles grant, for the user type. */
export const getCurrentMenu = defineCall({
  method: 'GET',
  path: 'menu/getCurrent',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: emptyRequest,
  response: z.array(menuItem),
});

/** GET menu/getCurrentAuth: the user's permission strings. */
export const getCurrentAuth = defineCall({
  method: 'GET',
  path: 'menu/getCurrentAuth',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: emptyRequest,
  response: z.array(z.string()),
});

/** GET menu/getCurrentInfo: the user info. */
export const getCurrentInfo = defineCall({
  method: 'GET',
  path: 'menu/getCurrentInfo',
  readOnly: true,
  mode: 'json',
  access: 'user',
  request: emptyRequest,
  response: userInfo,
});
