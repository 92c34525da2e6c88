import { printTexts as t } from '../../i18n/zh-CN/print';

export interface PrintMissingNoticeProps {
  /** Where C-Lodop is downloaded. */
  downloadUrl: string;
  /** 浏览器打印: the browser's print of the printout instead. */
  onBrowserPrint: () => void;
  onClose: () => void;
}

/**
 * Says C-Lodop does not answer (spec section 8), links its download (spec section 2) and offers the
 * browser's print. Stays until printed or closed (Escape closes it). Part: `print-missing`.
 */
export function PrintMissingNotice({ downloadUrl, onBrowserPrint, onClose }: PrintMissingNoticeProps) {
  return (
    <div className="irr-print-missing" role="alert" part="print-missing" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <p>{t.pluginMissing}</p>
      <p>
        {t.downloadHint}
        <a href={downloadUrl} target="_blank" rel="noopener noreferrer" data-action="download-clodop">
          {t.download}
        </a>
      </p>
      <footer>
        <button type="button" className="irr-button" data-primary="" data-action="browser-print" onClick={onBrowserPrint}>
          {t.browserPrint}
        </button>
        <button type="button" className="irr-button" onClick={onClose}>
          {t.close}
        </button>
      </footer>
    </div>
  );
}
