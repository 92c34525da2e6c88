/** Inline outlines for the iconCss names the menus use; others get the title's first character. */
const paths: Readonly<Record<string, string>> = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  well: 'M4 8h16M6 8v12h12V8M9 8V4h6v4M12 12v5',
  fertigation: 'M12 3c-3 5-6 8-6 11a6 6 0 0012 0c0-3-3-6-6-11z',
  system: 'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  notice: 'M6 16V11a6 6 0 0112 0v5l2 2H4l2-2zM10 21h4',
  screen: 'M3 4h18v12H3zM8 20h8M12 16v4',
  dev: 'M8 7l-5 5 5 5M16 7l5 5-5 5',
};

const aliases: Readonly<Record<string, string>> = {
  agriculturalWell: 'well',
  'icon-well': 'well',
  'icon-home': 'home',
  dashboard: 'home',
  'icon-fertigation': 'fertigation',
  setting: 'system',
  'icon-system': 'system',
  bigScreen: 'screen',
  devModule: 'dev',
  message: 'notice',
};

export interface MenuIconProps {
  name: string;
  title: string;
}

export function MenuIcon({ name, title }: MenuIconProps) {
  const path = paths[name] ?? paths[aliases[name] ?? ''];
  if (path) {
    return (
      <span className="icon" aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path d={path} />
        </svg>
      </span>
    );
  }
  return (
    <span className="icon icon-mark" aria-hidden="true">
      {title.slice(0, 1)}
    </span>
  );
}
