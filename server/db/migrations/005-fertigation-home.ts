/**
 * The read permission of the fertigation home page (fertigation/home/summary), for a database
 * seeded before it: a button row under the page, granted to every role holding the page. A fresh
 * database has no menus yet here; the seed writes the button from seed/menus.ts.
 */
export const fertigationHome: readonly string[] = [
  `insert into menu (user_type, parent_id, name, url, path, css, icon_css, sort, is_menu, hidden, separation, only_name, permission)
    select 'merchant', page.id, '查看首页', '', '', '', '', 1, 'N', true, 'fertigation', 'fertigation:home:view', 'fertigation:home:view'
    from menu page
    where page.user_type = 'merchant' and page.only_name = 'fertigation.home'
    and not exists (select 1 from menu m where m.permission = 'fertigation:home:view')`,
  `insert into role_menu (role_id, menu_id)
    select rm.role_id, button.id from menu button
    join role_menu rm on rm.menu_id = button.parent_id
    where button.permission = 'fertigation:home:view'
    and not exists (select 1 from role_menu x where x.role_id = rm.role_id and x.menu_id = button.id)`,
];
