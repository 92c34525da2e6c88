import { filingTexts } from '../../../i18n/zh-CN/login';

/** The filing notices (ICP and public security) every Chinese site shows at the foot of its entry page. */
export function FilingFooter() {
  return (
    <footer className="login-footer" part="footer">
      <span>{filingTexts.copyright}</span>
      <a href={filingTexts.icpUrl} target="_blank" rel="noopener noreferrer">
        {filingTexts.icp}
      </a>
      <a href={filingTexts.policeUrl} target="_blank" rel="noopener noreferrer">
        {filingTexts.police}
      </a>
    </footer>
  );
}
