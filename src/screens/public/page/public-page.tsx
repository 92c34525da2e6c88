import type { ReactNode } from 'react';
import { Link } from '../../../router';
import { css } from '../../../ui/styles/css';
import { tokens } from '../../../ui/theme/tokens';
import { useStyles } from '../../../ui/styles/use-styles';

const pageSheet = css`
  .public-page {
    box-sizing: border-box;
    min-height: 100vh;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 12px;
    padding: 24px;
    text-align: center;
    color: ${tokens.text};
    font: 14px/1.5 ${tokens.font};
  }
  .public-page h1 { margin: 0; font-size: 40px; color: ${tokens.primary}; }
  .public-page p { margin: 0; max-width: 480px; color: ${tokens.textMuted}; }
  .public-page a {
    margin-top: 8px; padding: 6px 20px; border: 1px solid ${tokens.primary}; border-radius: ${tokens.radius};
    color: ${tokens.primary}; text-decoration: none;
  }
  .public-page a:hover { background: ${tokens.primarySoft}; }
  .public-page a:focus-visible { outline: 2px solid ${tokens.primary}; outline-offset: 2px; }
`;

export interface PublicPageProps {
  title: string;
  children: ReactNode;
  /** Label and console path of the way out. */
  action?: { label: string; to: string };
}

/** Layout of the simple public pages (no info, errors, 404, placeholders). */
export function PublicPage({ title, children, action }: PublicPageProps) {
  useStyles(pageSheet);
  return (
    <main className="public-page" part="public-page">
      <h1>{title}</h1>
      <p>{children}</p>
      {action && <Link to={action.to}>{action.label}</Link>}
    </main>
  );
}
