import * as z from 'zod/mini';

/** Shared field schemas of the contract. */

export const userType = z.enum(['merchant']);

export const authToken = z.object({
  token_type: z.string(),
  access_token: z.string(),
});

export interface MenuItem {
  id: number;
  parentId: number;
  name: string;
  url: string;
  path: string;
  css: string;
  iconCss: string;
  sort: number;
  isMenu: 'Y' | 'N';
  hidden: boolean;
  separation: string;
  onlyName: string;
  /** Permission string of a button row (isMenu N); empty for pages. */
  permission: string;
  children: MenuItem[];
}

export const menuItem: z.ZodMiniType<MenuItem> = z.object({
  id: z.number(),
  parentId: z.number(),
  name: z.string(),
  url: z.string(),
  path: z.string(),
  css: z.string(),
  iconCss: z.string(),
  sort: z.number(),
  isMenu: z.enum(['Y', 'N']),
  hidden: z.boolean(),
  separation: z.string(),
  onlyName: z.string(),
  permission: z.string(),
  get children() {
    return z.array(menuItem);
  },
});

export const userInfo = z.object({
  id: z.number(),
  /** Stable user code; a change of it in another tab forces the login page. */
  code: z.string(),
  /** Shown as the nickname. */
  name: z.string(),
  /** Becomes the document title. */
  footerName: z.string(),
  mobile: z.string(),
  permissions: z.array(z.string()),
  platContactMobile: z.string(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  merchantId: z.number(),
  merchantName: z.string(),
  userType: userType,
});
export type UserInfo = z.infer<typeof userInfo>;

/** Region tree node (province, city, area): codes are 6 digits, padded. */
export const region = z.object({ id: z.string(), cd: z.string(), name: z.string() });
export type Region = z.infer<typeof region>;

/** Common area of the plat/common and plat/area calls. */
export const commonArea = z.object({
  areaCode: z.string(),
  areaAbbname: z.string(),
  areaParentId: z.string(),
});
export type CommonArea = z.infer<typeof commonArea>;

export const emptyRequest = z.strictObject({});

/** Paged request of every findPage: page from 1, size one of the allowed sizes. */
export const pageRequest = {
  page: z.optional(z.number().check(z.int(), z.minimum(1))),
  size: z.optional(z.number().check(z.int(), z.minimum(1))),
};

export function pageOf<T extends z.ZodMiniType>(row: T) {
  return z.object({
    records: z.array(row),
    total: z.number(),
    page: z.number(),
    size: z.number(),
  });
}
